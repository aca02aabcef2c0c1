import {
  editStatus,
  failedSave,
  isOwnLostSave,
  saveAfterTyping,
  tooLongToSend,
} from '../../../src/domain/editing/save-state';
import { CONTENT_MAX_CHARS } from '../../../src/domain/editing/content-size';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';

const anApiError = (status: number, fields?: Record<string, string>) =>
  new ApiError({
    status,
    error_description: `錯誤 ${status}`,
    code: `E${status}`,
    time: '2026-11-23T02:00:00.000Z',
    ...(fields ? { fields } : {}),
  });

describe('a failed save', () => {
  it('offers a retry for a dropped network and a server fault, not for a refused input', () => {
    expect(failedSave(new NetworkError('offline'))).toMatchObject({ reason: 'offline', retryable: true });
    expect(failedSave(anApiError(500))).toMatchObject({
      reason: 'server',
      message: '錯誤 500',
      retryable: true,
    });
    expect(failedSave(new Error('?'))).toMatchObject({
      reason: 'server',
      message: '暫存失敗',
      retryable: true,
    });
    expect(failedSave(anApiError(400, { title: '必填' }))).toMatchObject({
      reason: 'invalid',
      fields: { title: '必填' },
      retryable: false,
    });
    expect(failedSave(anApiError(400))).not.toHaveProperty('fields');
    // A 網址代稱 another item holds: a 409 that names its field is refused input, shown beside it.
    expect(failedSave(anApiError(409, { 'data.slug': '已被使用' }))).toMatchObject({
      reason: 'invalid',
      fields: { 'data.slug': '已被使用' },
      retryable: false,
    });
    expect(failedSave(anApiError(409))).toMatchObject({ reason: 'server', retryable: true });
    expect(failedSave(anApiError(403))).toMatchObject({ reason: 'forbidden', retryable: false });
    expect(failedSave(anApiError(413))).toMatchObject({ reason: 'too-long', retryable: false });
  });

  it('refuses content over the limit before sending, counted in characters', () => {
    expect(tooLongToSend({ content: 'x'.repeat(CONTENT_MAX_CHARS) })).toBeNull();
    expect(tooLongToSend({ content: 'x'.repeat(CONTENT_MAX_CHARS + 1) })?.message).toContain('200,001');
  });
});

describe('the save state after typing', () => {
  const tooLong = { content: 'x'.repeat(CONTENT_MAX_CHARS + 5) };

  it('clears a failure typing can mend, and keeps a refused field until the next save', () => {
    expect(saveAfterTyping(failedSave(new NetworkError('offline')), {})).toEqual({ kind: 'idle' });
    const invalid = failedSave(anApiError(400));
    expect(saveAfterTyping(invalid, {})).toBe(invalid);
    const saved = { kind: 'saved' as const, at: 1 };
    expect(saveAfterTyping(saved, {})).toBe(saved);
  });

  it('follows the count while the text is too long, and goes once it fits', () => {
    const refused = tooLongToSend(tooLong)!;
    expect(saveAfterTyping(refused, { content: 'x'.repeat(CONTENT_MAX_CHARS + 1) })).toMatchObject({
      reason: 'too-long',
      message: expect.stringContaining('200,001'),
    });
    expect(saveAfterTyping(refused, { content: 'short' })).toEqual({ kind: 'idle' });
  });
});

describe('our own save met in a 412', () => {
  it('is recognised only from this account with a payload sent without an answer', () => {
    const sent = new Set([JSON.stringify({ title: 'a' })]);
    expect(isOwnLostSave({ updatedBy: 'editor', data: { title: 'a' } }, 'editor', sent)).toBe(true);
    expect(isOwnLostSave({ updatedBy: 'lin', data: { title: 'a' } }, 'editor', sent)).toBe(false);
    expect(isOwnLostSave({ updatedBy: 'editor', data: { title: 'b' } }, 'editor', sent)).toBe(false);
  });
});

describe('the status line', () => {
  const calm = { sessionEnded: false, conflict: false, save: { kind: 'idle' as const }, dirty: false };

  it('puts an ended session before a conflict, and a conflict before a save', () => {
    expect(editStatus({ ...calm, sessionEnded: true, conflict: true }).kind).toBe('session-ended');
    expect(editStatus({ ...calm, conflict: true, save: { kind: 'saving' } }).kind).toBe('conflict');
  });

  it('says unsaved changes before an earlier save’s time', () => {
    expect(editStatus({ ...calm, save: { kind: 'saved', at: 0 }, dirty: true }).kind).toBe('dirty');
    expect(editStatus({ ...calm, save: { kind: 'saved', at: 0 } }).kind).toBe('saved');
    expect(editStatus(calm)).toEqual({ kind: 'clean', text: '沒有未儲存的變更' });
  });
});
