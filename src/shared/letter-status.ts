/**
 * The mailbox inbox's statuses, one rule for the server, which enforces them, and the
 * inbox, which offers only what they allow.
 *
 * 新信件 → 處理中 when someone takes it up (assigns it, writes a note); a reply moves it to 已回覆
 * from any open status; 結案 ends it; a closed letter reopens as 處理中.
 */
export type LetterStatus = 'new' | 'in-progress' | 'replied' | 'closed';

export type LetterEvent = 'assign' | 'note' | 'reply' | 'close' | 'reopen';

export const LETTER_STATUSES: readonly LetterStatus[] = ['new', 'in-progress', 'replied', 'closed'];

export const LETTER_STATUS_LABELS: Readonly<Record<LetterStatus, string>> = {
  new: '新信件',
  'in-progress': '處理中',
  replied: '已回覆',
  closed: '結案',
};

export type LetterTransition = { ok: true; status: LetterStatus } | { ok: false; reason: string };

/** What `event` makes of a letter in `status`, or why it may not happen. */
export function letterAfter(status: LetterStatus, event: LetterEvent): LetterTransition {
  const closed = status === 'closed';
  switch (event) {
    case 'assign':
    case 'note':
      // Taking up a closed letter's work would be invisible: reopen it first.
      if (closed) return { ok: false, reason: '這封信件已結案，請先重新開啟。' };
      return { ok: true, status: status === 'new' ? 'in-progress' : status };
    case 'reply':
      if (closed) return { ok: false, reason: '這封信件已結案，請先重新開啟再回覆。' };
      return { ok: true, status: 'replied' };
    case 'close':
      if (closed) return { ok: false, reason: '這封信件已經結案。' };
      return { ok: true, status: 'closed' };
    case 'reopen':
      if (!closed) return { ok: false, reason: '只有已結案的信件可以重新開啟。' };
      return { ok: true, status: 'in-progress' };
  }
}

/** The events a letter in `status` allows: what the inbox offers. */
export const letterEvents = (status: LetterStatus): LetterEvent[] =>
  (['assign', 'note', 'reply', 'close', 'reopen'] as const).filter((event) => letterAfter(status, event).ok);

/** A letter waits for an answer while it is new or in progress; past its reply-by time it is overdue. */
export const letterOverdue = (status: LetterStatus, replyBy: number, now: number): boolean =>
  (status === 'new' || status === 'in-progress') && now > replyBy;
