import type { DocumentData, EditableDocument } from '../../../../src/domain/editing/authoring.port';
import type { ReviewView } from '../../../../src/shared/review.types';
import { twinKit } from './editing-twins';

export { axeViolations } from '../../../support/axe-violations';

export const DOC = 'item:news:news-001';
/** The tests' "now": 2026-11-23 10:00 in Taiwan, 02:00 UTC. */
export const NOW = Date.UTC(2026, 10, 23, 2, 0);

export const PUBLISHED: DocumentData = {
  id: 'news-001',
  title: '燈塔修復',
  content: '<p>燈塔在九月完工。</p>',
};
export const DRAFT: DocumentData = { ...PUBLISHED, content: '<p>燈塔在十月完工。</p>' };

export const submittedBy = (account = 'writer', name = '撰稿者'): ReviewView => ({
  state: 'submitted',
  revision: 4,
  submittedBy: account,
  submittedByName: name,
  submittedAt: new Date(NOW - 3_600_000).toISOString(),
  note: null,
  reviewedBy: null,
  reviewedByName: null,
  reviewedAt: null,
});

export const returnedWith = (note: string): ReviewView => ({
  ...submittedBy(),
  state: 'returned',
  note,
  reviewedBy: 'editor',
  reviewedByName: '編輯者',
  reviewedAt: new Date(NOW - 600_000).toISOString(),
});

/**
 * The twins of a site that requires review, signed in as `account`: `writer` has no p. One news
 * item, published once and changed since (revision 4), with the review given.
 */
export function reviewTwins(account: 'writer' | 'editor', review: ReviewView | null = null) {
  const parts = twinKit({ 'themesite.account': account });
  parts.time.advance(NOW - parts.time.now());
  parts.authoring.settings = { indexEditable: false, requireReview: true, requireClassification: false };
  parts.publishing.withoutPublish.add('writer');
  const seeded = parts.authoring.seed(DOC, PUBLISHED, 3);
  const doc: EditableDocument = { ...seeded, revision: 4, status: 'changed', draft: DRAFT, review };
  parts.authoring.put(doc);
  parts.authoring.as(account, account === 'writer' ? '撰稿者' : '編輯者');
  return parts;
}
