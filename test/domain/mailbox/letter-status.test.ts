import {
  LETTER_STATUS_LABELS,
  LETTER_STATUSES,
  letterAfter,
  letterEvents,
  letterOverdue,
  type LetterEvent,
  type LetterStatus,
} from '../../../src/shared/letter-status';

const EVENTS: LetterEvent[] = ['assign', 'note', 'reply', 'close', 'reopen'];

describe('the letter statuses', () => {
  it('names every status in zh-TW as the inbox shows it', () => {
    expect(LETTER_STATUSES.map((status) => LETTER_STATUS_LABELS[status])).toEqual([
      '新信件',
      '處理中',
      '已回覆',
      '結案',
    ]);
  });

  // Every status × event, written out: a change to the rules must change this table.
  const table: Array<[LetterStatus, LetterEvent, LetterStatus | string]> = [
    ['new', 'assign', 'in-progress'],
    ['new', 'note', 'in-progress'],
    ['new', 'reply', 'replied'],
    ['new', 'close', 'closed'],
    ['new', 'reopen', '只有已結案的信件可以重新開啟。'],
    ['in-progress', 'assign', 'in-progress'],
    ['in-progress', 'note', 'in-progress'],
    ['in-progress', 'reply', 'replied'],
    ['in-progress', 'close', 'closed'],
    ['in-progress', 'reopen', '只有已結案的信件可以重新開啟。'],
    ['replied', 'assign', 'replied'],
    ['replied', 'note', 'replied'],
    ['replied', 'reply', 'replied'],
    ['replied', 'close', 'closed'],
    ['replied', 'reopen', '只有已結案的信件可以重新開啟。'],
    ['closed', 'assign', '這封信件已結案，請先重新開啟。'],
    ['closed', 'note', '這封信件已結案，請先重新開啟。'],
    ['closed', 'reply', '這封信件已結案，請先重新開啟再回覆。'],
    ['closed', 'close', '這封信件已經結案。'],
    ['closed', 'reopen', 'in-progress'],
  ];

  it.each(table)('a %s letter on %s becomes, or is refused with, %s', (status, event, outcome) => {
    const expected = (LETTER_STATUSES as readonly string[]).includes(outcome)
      ? { ok: true, status: outcome }
      : { ok: false, reason: outcome };
    expect(letterAfter(status, event)).toEqual(expected);
  });

  it('covers every status and event in the table above', () => {
    expect(table).toHaveLength(LETTER_STATUSES.length * EVENTS.length);
  });

  it('offers on an open letter every event but reopen, and on a closed one only reopen', () => {
    expect(letterEvents('new')).toEqual(['assign', 'note', 'reply', 'close']);
    expect(letterEvents('in-progress')).toEqual(['assign', 'note', 'reply', 'close']);
    expect(letterEvents('replied')).toEqual(['assign', 'note', 'reply', 'close']);
    expect(letterEvents('closed')).toEqual(['reopen']);
  });

  it('marks overdue only a letter still waiting for its answer after its reply-by time', () => {
    const replyBy = Date.parse('2026-11-29T15:59:59.999Z');
    expect(letterOverdue('new', replyBy, replyBy)).toBe(false);
    expect(letterOverdue('new', replyBy, replyBy + 1)).toBe(true);
    expect(letterOverdue('in-progress', replyBy, replyBy + 1)).toBe(true);
    expect(letterOverdue('replied', replyBy, replyBy + 1)).toBe(false);
    expect(letterOverdue('closed', replyBy, replyBy + 1)).toBe(false);
  });
});
