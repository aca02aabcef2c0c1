import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anImage, itKeepsTheSectionContract, renderSection, type Row } from './support/section-contract';

const ARTICLE_LAYOUTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `index-article-0${n}`);

function anArticle(id: string, overrides: Partial<Row> = {}): Row {
  return {
    id,
    title: `新聞${id}`,
    description: '  本館  與社區\n\n合作辦理 ',
    publishDate: '2025-03-14',
    category: '展覽',
    content: '<p>內文</p>',
    images: [
      anImage({
        fileId: `img-${id}`,
        transform: { '400': `/media/${id}-400.jpg`, '800': `/media/${id}-800.jpg` },
      }),
    ],
    files: [],
    ...overrides,
  };
}

const articles = (): Row[] => [
  anArticle('a1', { publishDate: '2025-03-14', category: '展覽' }),
  anArticle('a2', { publishDate: '2025-01-02', category: '公告' }),
  anArticle('a3', { publishDate: '2024-12-20', category: '展覽', images: [] }),
  anArticle('a4', { publishDate: '2024-06-30T18:00:00Z', category: '' }),
];

const sparseArticles = (): Row[] => [
  { id: 's1', title: '只有標題的消息' },
  { id: 's2', title: '資料不全的消息', publishDate: '近日', images: 'none', category: 42, description: null },
  { id: '', title: '' },
];

itKeepsTheSectionContract(ARTICLE_LAYOUTS, { full: articles, sparse: sparseArticles });

describe('news sections', () => {
  it('index-article-01 shows each date on a calendar badge and reads it out whole', async () => {
    await renderSection('index-article-01', articles());
    const badges = document.querySelectorAll('[data-part="date-badge"]');
    expect(badges).toHaveLength(4);
    const first = within(badges[0] as HTMLElement);
    expect(first.getByText('14')).toBeInTheDocument();
    expect(first.getByText('2025年3月14日').closest('time')).toHaveAttribute('dateTime', '2025-03-14');
  });

  it('index-article-02 features the first item with its picture and lists the others', async () => {
    await renderSection('index-article-02', articles());
    const featured = document.querySelector('[data-part="featured"]') as HTMLElement;
    expect(within(featured).getByRole('link', { name: '新聞a1' })).toBeInTheDocument();
    expect(within(featured).getByRole('img', { name: '安平港的黃昏' })).toHaveAttribute('srcset');
    expect(within(featured).getByText('焦點')).toBeInTheDocument();
    const others = screen.getByRole('list');
    expect(within(others).getAllByRole('listitem')).toHaveLength(3);
    expect(within(others).queryByRole('link', { name: '新聞a1' })).not.toBeInTheDocument();
  });

  it('index-article-02 builds a srcset from the transform sizes', async () => {
    await renderSection('index-article-02', articles());
    const img = screen.getByRole('img', { name: '安平港的黃昏' });
    expect(img.getAttribute('srcset')).toBe('/media/a1-400.jpg 400w, /media/a1-800.jpg 800w');
  });

  it('index-article-05 lists headlines with their dates and nothing that moves', async () => {
    await renderSection('index-article-05', articles());
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('2024年7月1日').closest('time')).toHaveAttribute('dateTime', '2024-07-01');
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('marquee')).toBeNull();
  });

  it('index-article-07 puts the category on each card as a chip', async () => {
    await renderSection('index-article-07', articles());
    expect(screen.getAllByText('展覽')).toHaveLength(2);
    expect(screen.getByText('公告')).toBeInTheDocument();
  });

  it('index-article-08 groups the items under a heading per year, newest list order kept', async () => {
    await renderSection('index-article-08', articles());
    const years = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(years).toEqual(['2025', '2024']);
    const lists = screen.getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['新聞a1', '新聞a2']);
    expect(
      within(lists[1]!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['新聞a3', '新聞a4']);
  });

  it('index-article-08 puts rows without a date under 日期未定', async () => {
    await renderSection('index-article-08', sparseArticles());
    expect(screen.getByRole('heading', { level: 3, name: '日期未定' })).toBeInTheDocument();
  });
});

describe('index-article-04 tabs', () => {
  it('offers 全部 and one tab per category, with uncategorized items under 其他', async () => {
    await renderSection('index-article-04', articles());
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '展覽', '公告', '其他']);
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(4);
  });

  it('moves between tabs with the arrow keys and shows only that category', async () => {
    const user = userEvent.setup();
    await renderSection('index-article-04', articles());
    await user.click(screen.getByRole('tab', { name: '全部' }));
    await user.keyboard('{ArrowRight}');
    const exhibitions = screen.getByRole('tab', { name: '展覽' });
    await waitFor(() => expect(exhibitions).toHaveFocus());
    // Automatic activation: focusing a tab selects it (the tabs select on the next frame).
    await waitFor(() => expect(exhibitions).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['新聞a1', '新聞a3']);
  });

  it('jumps to the last and first tab with End and Home, keeping one tab stop', async () => {
    const user = userEvent.setup();
    await renderSection('index-article-04', articles());
    await user.click(screen.getByRole('tab', { name: '全部' }));
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: '其他' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tab', { name: '其他' })).toHaveFocus();
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['新聞a4']);
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tab', { name: '全部' })).toHaveFocus());
    const focusable = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('tabindex') !== '-1');
    expect(focusable).toHaveLength(1);
  });

  it('wraps from the first tab to the last with ArrowLeft and labels the panel by its tab', async () => {
    const user = userEvent.setup();
    await renderSection('index-article-04', articles());
    await user.click(screen.getByRole('tab', { name: '公告' }));
    expect(screen.getByRole('tabpanel', { name: '公告' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '其他' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '其他' })).toHaveAttribute('aria-selected', 'true');
  });
});
