import { screen, waitFor, within } from '@testing-library/react';
import { StaffDashboard } from '../../../../src/ui/staff/dashboard/staff-dashboard';
import type { DashboardDocument, DashboardSummary } from '../../../../src/shared/review.types';
import { axeViolations, NOW, returnedWith, submittedBy } from '../../editor/support/review-twins';
import { twinKit } from '../../editor/support/editing-twins';
import { StaffAt } from '../support/staff-support';

jest.setTimeout(30_000);

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

const doc = (id: string, title: string, extra: Partial<DashboardDocument> = {}): DashboardDocument => ({
  docId: `item:news:${id}`,
  type: 'item',
  path: 'news',
  title,
  status: 'changed',
  revision: 2,
  updatedAt: new Date(NOW).toISOString(),
  updatedBy: 'editor',
  updatedByName: '編輯者',
  publishedAt: null,
  publishAt: null,
  review: null,
  ...extra,
});

const SUMMARY: DashboardSummary = {
  requireReview: true,
  myDrafts: { count: 12, rows: [doc('n-1', '颱風停班')] },
  pendingReview: { count: 1, rows: [doc('n-2', '燈塔修復', { review: submittedBy() })] },
  returnedToMe: { count: 1, rows: [doc('n-3', '夏日活動', { review: returnedWith('請補上報名方式。') })] },
  scheduled: {
    count: 1,
    rows: [doc('n-4', '新展覽', { status: 'scheduled', publishAt: '2026-12-01T01:00:00.000Z' })],
  },
  recentlyPublished: { count: 0, rows: [] },
  newLetters: {
    count: 1,
    rows: [
      {
        serialNo: '20261123-0001',
        path: 'mailbox',
        subject: '停車場開放時間',
        createdAt: '2026-11-23 09:00:00',
        replyBy: '2026-11-30',
        overdue: false,
      },
    ],
  },
};

function setup(summary: DashboardSummary = SUMMARY) {
  const parts = twinKit({ 'themesite.access': 'editor' });
  parts.publishing.summary = summary;
  parts.authoring.seed('item:news:n-9', { id: 'n-9', title: '舊消息' }, 1, 'news');
  parts.render(
    <main>
      <h1>儀表板</h1>
      <StaffAt current="">
        <StaffDashboard lang="zh-tw" />
      </StaffAt>
    </main>,
    '/home/zh-tw/editor',
  );
  return parts;
}

const section = (name: RegExp) => screen.findByRole('region', { name });

describe('what waits, at the top of the dashboard', () => {
  it('shows each list with its heading, count and links to the documents', async () => {
    setup();

    const drafts = await section(/^我的草稿（12）$/);
    expect(within(drafts).getByRole('link', { name: /颱風停班/ })).toHaveAttribute(
      'href',
      '/home/zh-tw/news/n-1?edit=1',
    );
    expect(within(drafts).getByText('另有 11 件未列出。')).toBeInTheDocument();

    const pending = await section(/^待審核（1）$/);
    expect(within(pending).getByRole('link', { name: '燈塔修復（撰稿者送審）' })).toHaveAttribute(
      'href',
      `/home/zh-tw/editor/reviews?doc=${encodeURIComponent('item:news:n-2')}`,
    );

    const returned = await section(/^退回給我（1）$/);
    expect(returned.querySelector('[data-part="overview-note"]')).toHaveTextContent(
      '編輯者：請補上報名方式。',
    );

    const scheduled = await section(/^已排程（1）$/);
    expect(within(scheduled).getByRole('link', { name: /新展覽（2026\/12\/01 09:00/ })).toBeInTheDocument();

    expect(await section(/^最近發布（0）$/)).toHaveTextContent('最近沒有發布。');

    const letters = await section(/^新信件（1）$/);
    expect(within(letters).getByRole('link', { name: /20261123-0001 停車場開放時間/ })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/mailbox?letter=20261123-0001',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('names site documents by what they are, not by their ids', async () => {
    const site = (docId: string, type: string, path: string, extra: Partial<DashboardDocument> = {}) =>
      doc('x', '', { docId, type, path, title: null, status: 'published', ...extra });
    setup({
      ...SUMMARY,
      recentlyPublished: {
        count: 4,
        rows: [
          site('chrome:banner', 'chrome', '*'),
          site('structure:home', 'structure', '*'),
          site('settings:news', 'settings', 'news', { title: '最新消息' }),
          site('structure:visit', 'structure', '*', { moduleTitle: '參觀資訊' }),
        ],
      },
    });
    const recent = await section(/^最近發布（4）$/);
    const names = within(recent)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['橫幅', '首頁編排', '最新消息 設定', '參觀資訊 編排']);
    expect(recent).not.toHaveTextContent(/chrome:|structure:|settings:/);
  });

  it('links 審核 for reviewers and 信箱 for mailbox staff among the staff pages', async () => {
    setup();
    await section(/^待審核/);
    const links = screen.getByRole('region', { name: '前往' });
    await waitFor(() =>
      expect(within(links).getByRole('link', { name: '審核' })).toHaveAttribute(
        'href',
        '/home/zh-tw/editor/reviews',
      ),
    );
    expect(within(links).getByRole('link', { name: '信箱' })).toHaveAttribute(
      'href',
      '/home/zh-tw/editor/mailbox',
    );
  });

  it('hides 待審核 and 新信件 from an account that neither reviews nor reads the mailbox', async () => {
    setup({ ...SUMMARY, pendingReview: null, newLetters: null });
    await section(/^我的草稿/);

    expect(screen.queryByRole('region', { name: /^待審核/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /^新信件/ })).toBeNull();
    const links = screen.getByRole('region', { name: '前往' });
    expect(within(links).queryByRole('link', { name: '審核' })).toBeNull();
    expect(within(links).queryByRole('link', { name: '信箱' })).toBeNull();
  });

  it('says why when what waits cannot be loaded', async () => {
    const parts = twinKit({ 'themesite.access': 'editor' });
    parts.publishing.failNext(
      new (await import('../../../../src/domain/errors/api-errors')).NetworkError('offline'),
    );
    parts.render(
      <StaffAt current="">
        <StaffDashboard lang="zh-tw" />
      </StaffAt>,
      '/home/zh-tw/editor',
    );

    expect(await screen.findByText('無法載入待辦事項，請稍後再試。')).toHaveAttribute('role', 'alert');
  });
});
