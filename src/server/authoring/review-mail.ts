import { parseDocumentId, rightsPathOf, type DocumentRef } from '../../shared/document-id';
import { EDIT_PARAM, REVIEW_DOC_PARAM, STAFF_ROOT_SEGMENT, staffSegment } from '../../shared/staff-paths';
import { composeMail } from '../mail/compose-mail';
import type { MailQueue } from '../ports/mailer.port';
import { formatTaipeiDateTime } from '../platform/taipei-time';
import type { TransactionStores } from '../ports/unit-of-work.port';
import type { StoredDocument } from '../ports/document-store.port';

/** What review mail reads, in the unit of work of the step it tells of. */
export type ReviewMailTx = Pick<TransactionStores, 'users' | 'rights' | 'outbox' | 'afterCommit'>;

/** The language of the editor links in review mail: the staff screens are zh-TW. */
const EDITOR_LANG = 'zh-tw';
const HOME = `/home/${EDITOR_LANG}`;
const enc = encodeURIComponent;

/**
 * The page a document is edited on, in edit mode (`?edit=1`, the shared EDIT_PARAM): what the
 * client's `describeTarget` and `withEditMode` make of it (src/ui/editor/parts), rebuilt here
 * from the document id alone.
 */
export function editorPageOf(ref: DocumentRef): string {
  const edit = `?${EDIT_PARAM}=1`;
  switch (ref.type) {
    case 'item':
      return `${HOME}/${enc(ref.path)}/${enc(ref.id)}${edit}`;
    case 'page':
    case 'settings':
      return `${HOME}/${enc(ref.path)}${edit}`;
    case 'structure':
      return ref.landing === 'home' ? `${HOME}${edit}` : `${HOME}/${enc(ref.landing)}${edit}`;
    case 'chrome':
      return `${HOME}${edit}`;
  }
}

/**
 * 待審核, opened on one draft: the client's `staffPaths.reviews`, built here on the staff area's
 * shared segments (src/shared/staff-paths.ts), since the server cannot import the client.
 */
export const reviewPageOf = (docId: string): string =>
  `${HOME}/${STAFF_ROOT_SEGMENT}/${staffSegment('reviews')}?${REVIEW_DOC_PARAM}=${enc(docId)}`;

/** What a mail calls a document: its title, else its id (chrome, structures). */
function titleOf(doc: StoredDocument): string {
  const title = (doc.draft as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : doc.docId;
}

/**
 * Word of a review step to the people it concerns: the reviewers on a submission, the
 * writer on a return and an approval. Queued in the caller's unit of work (`tx`), so a step
 * that rolls back sends nothing; accounts without an address get none, and a mail nobody can
 * receive is not queued.
 */
export class ReviewMail {
  constructor(private readonly queue: MailQueue) {}

  async submitted(
    tx: ReviewMailTx,
    doc: StoredDocument,
    writer: string,
    origin: string,
    now: number,
  ): Promise<void> {
    const ref = this.refOf(doc);
    // Four eyes: a writer who holds p cannot approve their own draft, so they are not told of it.
    const reviewers = (await tx.rights.holders(rightsPathOf(ref), 'p')).filter(
      (account) => account !== writer,
    );
    await this.send(tx, reviewers, now, {
      subject: `【送審】${titleOf(doc)}`,
      purpose: 'review.submit',
      paragraphs: [
        `${await this.nameOf(tx, writer)} 送審了「${titleOf(doc)}」（第 ${doc.revision} 版）。`,
        '請檢視草稿與已發布版本的差異，核准發布或附上原因退回。',
      ],
      link: { label: '開啟待審核的草稿', url: `${origin}${reviewPageOf(doc.docId)}` },
    });
  }

  async returned(
    tx: ReviewMailTx,
    doc: StoredDocument,
    review: { revision: number; writer: string; note: string },
    reviewer: string,
    origin: string,
    now: number,
  ): Promise<void> {
    await this.send(tx, [review.writer], now, {
      subject: `【退回】${titleOf(doc)}`,
      purpose: 'review.return',
      paragraphs: [
        `${await this.nameOf(tx, reviewer)} 退回了您送審的「${titleOf(doc)}」（第 ${review.revision} 版）。`,
        `退回原因：\n${review.note}`,
        '請依意見修改後再次送審。',
      ],
      link: { label: '開啟草稿', url: `${origin}${editorPageOf(this.refOf(doc))}` },
    });
  }

  async approved(
    tx: ReviewMailTx,
    doc: StoredDocument,
    review: { revision: number; writer: string; at: number | null },
    reviewer: string,
    origin: string,
    now: number,
  ): Promise<void> {
    const when = review.at === null ? '已經發布' : `將於 ${formatTaipeiDateTime(review.at)}（臺北時間）發布`;
    await this.send(tx, [review.writer], now, {
      subject: `【已核准】${titleOf(doc)}`,
      purpose: 'review.approve',
      paragraphs: [
        `${await this.nameOf(tx, reviewer)} 核准了您送審的「${titleOf(doc)}」（第 ${review.revision} 版），${when}。`,
      ],
      link: { label: '開啟頁面', url: `${origin}${editorPageOf(this.refOf(doc))}` },
    });
  }

  private async send(
    tx: ReviewMailTx,
    accounts: string[],
    now: number,
    content: Omit<Parameters<typeof composeMail>[0], 'to'>,
  ): Promise<void> {
    const to = await tx.users.emailsOf(accounts);
    // Queued in the step's own unit of work: the mail commits or rolls back with the step.
    if (to.length > 0) await this.queue.enqueue(tx, composeMail({ ...content, to }), now);
  }

  private async nameOf(tx: ReviewMailTx, account: string): Promise<string> {
    return (await tx.users.find(account))?.displayName ?? account;
  }

  private refOf(doc: StoredDocument): DocumentRef {
    const ref = parseDocumentId(doc.docId);
    if (!ref) throw new Error(`stored document id ${doc.docId} does not parse`);
    return ref;
  }
}
