import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewsPanel } from '../../../../src/ui/staff/review/reviews-panel';
import { REVIEW_TEXTS } from '../../../../src/shared/review-workflow';
import type { DashboardDocument, DashboardSummary, ReviewView } from '../../../../src/shared/review.types';
import {
  axeViolations,
  DOC,
  NOW,
  PUBLISHED,
  reviewTwins,
  submittedBy,
} from '../../editor/support/review-twins';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
});
afterEach(() => jest.restoreAllMocks());

const row: DashboardDocument = {
  docId: DOC,
  type: 'item',
  path: 'news',
  title: '燈塔修復',
  status: 'changed',
  revision: 4,
  updatedAt: new Date(NOW).toISOString(),
  updatedBy: 'writer',
  updatedByName: '撰稿者',
  publishedAt: null,
  publishAt: null,
  review: submittedBy(),
};

const summary = (pending: DashboardSummary['pendingReview']): DashboardSummary => ({
  requireReview: true,
  myDrafts: { count: 0, rows: [] },
  pendingReview: pending,
  returnedToMe: { count: 0, rows: [] },
  scheduled: { count: 0, rows: [] },
  recentlyPublished: { count: 0, rows: [] },
  newLetters: null,
});

function setup(
  docId: string | null = DOC,
  pending: DashboardSummary['pendingReview'] = { count: 1, rows: [row] },
  review: ReviewView | null = submittedBy(),
) {
  const parts = reviewTwins('editor', review);
  parts.publishing.summary = summary(pending);
  const path = `/home/zh-tw/editor/reviews${docId ? `?doc=${encodeURIComponent(docId)}` : ''}`;
  parts.render(
    <main>
      <h1>待審核</h1>
      <ReviewsPanel kit={parts.kit} lang="zh-tw" docId={docId} />
    </main>,
    path,
  );
  return { ...parts, user: userEvent.setup() };
}

const submission = () => screen.findByRole('region', { name: '審核：燈塔修復' });

describe('待審核', () => {
  it('lists the submissions waiting, each a link that opens it on this screen', async () => {
    setup(null);

    const link = await screen.findByRole('link', { name: /燈塔修復（news）・撰稿者於 2026\/11\/23 09:00/ });
    expect(link).toHaveAttribute('href', `/home/zh-tw/editor/reviews?doc=${encodeURIComponent(DOC)}`);
    expect(screen.getByText('共 1 件。')).toBeInTheDocument();
  });

  it('says there is nothing to review, or that the account does not review', async () => {
    setup(null, { count: 0, rows: [] });
    expect(await screen.findByText('目前沒有等待審核的草稿。')).toBeInTheDocument();
  });

  it('tells an account without p that it does not review here', async () => {
    setup(null, null);
    expect(await screen.findByText(/沒有審核的權限/)).toBeInTheDocument();
  });

  it('opens the submission with focus on it, the draft drawn beside the published copy', async () => {
    setup();
    const opened = await submission();
    const heading = within(opened).getByRole('heading', { name: '審核：燈塔修復' });
    await waitFor(() => expect(heading).toHaveFocus());

    expect(within(opened).getByRole('heading', { name: '送審草稿與已發布的版本的比較' })).toBeInTheDocument();
    expect(opened.querySelector('[data-part="review-changed-fields"]')).toHaveTextContent(
      '已修改的欄位：內容',
    );
    const draft = within(opened).getByRole('region', { name: '送審草稿' });
    const published = within(opened).getByRole('region', { name: '已發布的版本' });
    expect(draft.querySelector('[data-field="content"][data-changed="true"]')).toHaveTextContent(
      '燈塔在十月完工。',
    );
    expect(published.querySelector('[data-field="content"]')).toHaveTextContent('燈塔在九月完工。');
    expect(opened.querySelector('[data-part="review-state"]')).toHaveTextContent(
      '已送審，等待審核（撰稿者於',
    );
  });

  it('draws images as pictures and tables as tables, with no JSON and no id row', async () => {
    const parts = reviewTwins('editor', submittedBy());
    parts.publishing.summary = summary({ count: 1, rows: [row] });
    const doc = parts.authoring.current(DOC);
    parts.authoring.put({
      ...doc,
      draft: {
        ...doc.draft,
        content: '<p>工程表：</p><table><tbody><tr><th>階段</th><td>完工</td></tr></tbody></table>',
        images: [{ original: '/media/up/lighthouse.jpg', alt: '修復後的燈塔', width: 800, height: 600 }],
      },
    });
    parts.render(
      <main>
        <h1>待審核</h1>
        <ReviewsPanel kit={parts.kit} lang="zh-tw" docId={DOC} />
      </main>,
      `/home/zh-tw/editor/reviews?doc=${encodeURIComponent(DOC)}`,
    );
    const opened = await submission();
    const draft = within(opened).getByRole('region', { name: '送審草稿' });
    expect(within(draft).getByRole('img', { name: '修復後的燈塔' })).toHaveAttribute(
      'src',
      expect.stringContaining('/media/up/lighthouse.jpg'),
    );
    expect(within(draft).getByRole('table')).toHaveTextContent('階段完工');
    expect(opened).not.toHaveTextContent(/[{}]|"original"/);
    expect(opened.querySelector('[data-field="id"]')).toBeNull();
    expect(opened.querySelector('[data-part="review-changed-fields"]')).toHaveTextContent('內容、圖片');
    expect(await axeViolations()).toEqual([]);
  });

  it('compares a resubmission with the revision the reviewer returned', async () => {
    const parts = reviewTwins('editor', { ...submittedBy(), revision: 6, returnedRevision: 4 });
    parts.publishing.summary = summary({ count: 1, rows: [row] });
    parts.history.record(DOC, {
      revision: 4,
      action: 'save',
      account: 'writer',
      at: new Date(NOW - 7_200_000).toISOString(),
      data: { ...PUBLISHED, content: '<p>燈塔在十月完工（待補日期）。</p>' },
    });
    const doc = parts.authoring.current(DOC);
    parts.authoring.put({
      ...doc,
      revision: 6,
      draft: { ...doc.draft, content: '<p>燈塔在十月三日完工。</p>' },
    });
    parts.render(
      <main>
        <h1>待審核</h1>
        <ReviewsPanel kit={parts.kit} lang="zh-tw" docId={DOC} />
      </main>,
      `/home/zh-tw/editor/reviews?doc=${encodeURIComponent(DOC)}`,
    );
    const opened = await submission();
    expect(
      within(opened).getByRole('heading', { name: '送審草稿與退回的版本（第 4 版）的比較' }),
    ).toBeInTheDocument();
    const base = within(opened).getByRole('region', { name: '退回的版本（第 4 版）' });
    expect(base).toHaveTextContent('燈塔在十月完工（待補日期）。');
    expect(base).not.toHaveTextContent('九月');
  });

  it('approves and publishes now, says so, and the list forgets it', async () => {
    const { user, authoring, publishing } = setup();
    const opened = await submission();
    publishing.summary = summary({ count: 0, rows: [] });

    await user.click(within(opened).getByRole('button', { name: '核准並發布' }));

    await waitFor(() =>
      expect(opened.querySelector('[data-part="review-announcement"]')).toHaveTextContent('已核准並發布'),
    );
    expect(authoring.current(DOC)).toMatchObject({ status: 'published', review: null });
    expect(await screen.findByText('目前沒有等待審核的草稿。')).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: '核准並發布' })).toBeNull();
  });

  it('approves at a Taiwan time as a schedule, and refuses a time already past', async () => {
    const { user, publishing } = setup();
    const opened = await submission();
    const time = within(opened).getByLabelText('排程核准時間（台灣時間）');

    await user.type(time, '2026-11-01T09:00');
    await user.click(within(opened).getByRole('button', { name: '排程核准並發布' }));
    expect(await within(opened).findByRole('alert')).toHaveTextContent(/時間/);

    await user.clear(time);
    await user.type(time, '2026-12-01T09:00');
    await user.click(within(opened).getByRole('button', { name: '排程核准並發布' }));
    await waitFor(() =>
      expect(opened.querySelector('[data-part="review-announcement"]')).toHaveTextContent(
        '已核准，將於 2026/12/01 09:00',
      ),
    );
    expect(publishing.calls.at(-1)).toMatchObject({ action: 'approve', at: '2026-12-01T09:00:00+08:00' });
  });

  it('returns with a required note from a dialog, with axe at 0 while it is open', async () => {
    const { user, authoring } = setup();
    const opened = await submission();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(opened).getByRole('button', { name: '退回' }));
    const dialog = await screen.findByRole('dialog', { name: '退回給撰稿者' });
    await waitFor(() => expect(within(dialog).getByLabelText('退回原因（必填）')).toHaveFocus());
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_TEXTS.noteRequired);
    await user.type(within(dialog).getByLabelText('退回原因（必填）'), '請補上完工日期。');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(authoring.current(DOC).review).toMatchObject({ state: 'returned', note: '請補上完工日期。' });
    expect(opened.querySelector('[data-part="review-note"]')).toHaveTextContent('請補上完工日期。');
    await waitFor(() =>
      expect(within(opened).getByRole('heading', { name: '審核：燈塔修復' })).toHaveFocus(),
    );
  });

  it('says in the server’s words that a draft saved after submitting cannot be approved', async () => {
    const { user, authoring } = setup();
    const opened = await submission();
    // The writer saves meanwhile: the draft leaves review on the server.
    authoring.as('writer');
    await authoring.save(DOC, { title: '燈塔修復', content: '<p>又改了</p>' }, 4, 'k-1');
    authoring.as('editor');

    await user.click(within(opened).getByRole('button', { name: '核准並發布' }));

    expect(await within(opened).findByRole('alert')).toHaveTextContent(REVIEW_TEXTS.changedSinceSubmit);
    expect(authoring.current(DOC).published).not.toMatchObject({ content: '<p>又改了</p>' });
  });

  it('says a draft no longer submitted is not waiting, and offers nothing to press', async () => {
    setup(DOC, { count: 0, rows: [] }, null);
    const opened = await submission();

    expect(within(opened).getByRole('alert')).toHaveTextContent(REVIEW_TEXTS.notSubmitted);
    expect(within(opened).queryByRole('button', { name: '核准並發布' })).toBeNull();
  });
});
