import { EDIT_MESSAGES, taipeiClock } from '../../../src/domain/editing/edit-messages';
import { nextSaveAt, SAVE_TIMING } from '../../../src/domain/editing/save-schedule';
import { minutesLeft, sessionWarningAt } from '../../../src/domain/editing/session-lifetime';
import {
  changeAll,
  changeField,
  isDirty,
  landSave,
  replaceWith,
  unsavedFields,
  workingCopyOf,
} from '../../../src/domain/editing/working-copy';

describe('the save schedule', () => {
  it('uses the spec’s 600000 ms debounce and the same cap', () => {
    expect(SAVE_TIMING).toMatchObject({ debounceMs: 600_000, maxWaitMs: 600_000, backupDelayMs: 1000 });
  });

  it('is due a debounce after the last change, capped after the first', () => {
    expect(nextSaveAt(0, 0)).toBe(600_000);
    expect(nextSaveAt(0, 100_000)).toBe(600_000);
    expect(nextSaveAt(500_000, 550_000)).toBe(1_100_000);
  });

  it('keeps two heartbeats inside the server’s 150 s lock lifetime', () => {
    expect(SAVE_TIMING.heartbeatMs * 2).toBeLessThan(150_000);
  });
});

describe('the working copy', () => {
  it('changes nothing for a value equal to the current one', () => {
    const copy = workingCopyOf({ title: 'a' });
    expect(changeField(copy, 'title', 'a')).toBe(copy);
  });

  it('knows which fields differ from the server’s draft', () => {
    const copy = changeField(
      changeField(workingCopyOf({ title: 'a', body: 'b' }), 'title', 'x'),
      'body',
      'b',
    );
    expect(unsavedFields(copy)).toEqual(['title']);
    expect(isDirty(changeField(copy, 'title', 'a'))).toBe(false);
  });

  it('lands a save taking the server’s values for fields not touched since it was sent', () => {
    let copy = changeField(workingCopyOf({ title: 'a', body: 'b' }), 'title', 'sent');
    const sent = copy.version;
    copy = changeField(copy, 'body', 'typed later');
    const landed = landSave(copy, sent, { title: 'sent (normalised)', body: 'b' });
    expect(landed.data).toEqual({ title: 'sent (normalised)', body: 'typed later' });
    expect(unsavedFields(landed)).toEqual(['body']);
  });

  it('keeps a field removed after the save was sent removed', () => {
    let copy = workingCopyOf({ title: 'a', tags: ['x'] });
    copy = changeField(copy, 'title', 'b');
    const sent = copy.version;
    copy = changeField(copy, 'tags', undefined);
    expect(landSave(copy, sent, { title: 'b', tags: ['x'] }).data).toEqual({ title: 'b' });
  });

  it('applies a whole copy as changes, and replaces it without leaving anything unsaved', () => {
    const copy = changeAll(workingCopyOf({ title: 'a', old: 1 }), { title: 'b' });
    expect(copy.data).toEqual({ title: 'b', old: undefined });
    expect(isDirty(replaceWith(copy, { title: 'c' }))).toBe(false);
  });
});

describe('the session warning', () => {
  it('comes three minutes before the end, at once inside that, and never after it', () => {
    expect(sessionWarningAt(1_000_000, 0)).toBe(820_000);
    expect(sessionWarningAt(100_000, 0)).toBe(0);
    expect(sessionWarningAt(100, 200)).toBeNull();
    expect(sessionWarningAt(null, 0)).toBeNull();
    expect(minutesLeft(180_000, 0)).toBe(3);
    expect(minutesLeft(10_000, 0)).toBe(1);
  });
});

describe('the editor’s texts', () => {
  it('write times as HH:MM in Taiwan', () => {
    expect(taipeiClock(Date.UTC(2026, 10, 23, 2, 32))).toBe('10:32');
    expect(EDIT_MESSAGES.lockedBy({ displayName: '林編輯', startedAt: '2026-11-23T02:32:00Z' })).toBe(
      '林編輯 正在編輯（自 10:32）',
    );
    expect(EDIT_MESSAGES.saved(Date.UTC(2026, 10, 23, 15, 5))).toBe('已暫存 23:05');
  });
});
