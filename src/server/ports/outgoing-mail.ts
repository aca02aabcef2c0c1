/**
 * Mail the server sends: acknowledgements to citizens, replies, and word to colleagues
 * of assignments and reviews. Plain text plus simple HTML, in zh-TW; no secret but, at most, a
 * one-time link.
 */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** What it is for, as the outbox and the log name it: 'mailbox.ack', 'review.submit', … */
  purpose: string;
}
