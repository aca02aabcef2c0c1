import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listPageHref } from '../../../../src/domain/content/list-params';
import type { TaggedRow } from '../../../../src/shared/api-types';
import type { TagLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';
import CmsTagList from '../../../../src/ui/layouts/lists/cms-tag.list';
import { renderWithProviders } from '../../../support/render-with-providers';
import { aModule } from './content-builders';

const rows: TaggedRow[] = [
  {
    id: 'n1',
    title: '春節開館公告',
    kind: 'normal',
    path: 'news',
    date: '2026-01-20',
    description: '除夕休館。',
  },
  { id: 'v1', title: '導覽短片', kind: 'video', path: 'videos', date: '2026-05-20' },
  { id: 'about', title: '關於本館', kind: 'single', path: 'about' },
];

function renderTag(overrides: Partial<TagLayoutProps> = {}) {
  const props: TagLayoutProps = {
    name: 'cms-tag',
    lang: 'zh-tw',
    path: 'tag',
    module: aModule('標籤', 'cms-tag'),
    tag: '港口',
    list: { rows, total: 30 },
    params: { limit: 12, offset: 0, query: { tag: '港口' } },
    onParamsChange: jest.fn(),
    pageHref: (page) => listPageHref('/home/zh-tw/tag', props.params, page),
    onRetry: jest.fn(),
    loading: false,
    ...overrides,
  };
  const result = renderWithProviders(<CmsTagList {...props} />, { path: '/home/zh-tw/tag?tag=港口' });
  return { ...result, props };
}

describe('cms-tag', () => {
  it('names the tag in the page heading', () => {
    const { container } = renderTag();
    expect(container.querySelector('[data-layout="cms-tag"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '標籤：港口' })).toBeInTheDocument();
  });

  it('shows each row with a badge naming its kind and a link to its detail', () => {
    renderTag();
    const [article, video, page] = screen.getAllByRole('listitem');
    expect(within(article!).getByText('文章')).toBeInTheDocument();
    expect(within(article!).getByRole('link', { name: '春節開館公告' })).toHaveAttribute(
      'href',
      '/home/zh-tw/news/n1',
    );
    expect(within(video!).getByText('影音')).toBeInTheDocument();
    expect(within(video!).getByRole('link')).toHaveAttribute('href', '/home/zh-tw/videos/v1');
    // Single pages have no items: the row leads to the page.
    expect(within(page!).getByRole('link', { name: '關於本館' })).toHaveAttribute(
      'href',
      '/home/zh-tw/about',
    );
  });

  it('keeps the tag when searching within it', async () => {
    const { props } = renderTag();
    await userEvent.type(screen.getByLabelText('關鍵字'), '燈塔');
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(props.onParamsChange).toHaveBeenCalledWith({
      limit: 12,
      offset: 0,
      query: { tag: '港口', search: '燈塔' },
    });
  });

  it('pages with the pager links, keeping the tag', async () => {
    const { location } = renderTag();
    const next = screen.getByRole('link', { name: '下一頁' });
    expect(next).toHaveAttribute('href', `/home/zh-tw/tag?page=2&tag=${encodeURIComponent('港口')}`);
    await userEvent.click(next);
    expect(location.history.at(-1)).toBe(`/home/zh-tw/tag?page=2&tag=${encodeURIComponent('港口')}`);
  });

  it('sends the tag with the filter form even without the script', () => {
    renderTag();
    const form = screen.getByRole('search', { name: '篩選條件' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(form))).toEqual({ tag: '港口', search: '', sort: '' });
  });

  it('says which failure met the load and retries it, never showing an empty list', async () => {
    const { container, props } = renderTag({ failure: 'network', list: { rows: [], total: 0 } });
    expect(container.querySelector('[data-failure="network"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('無法連線到網站伺服器');
    expect(screen.queryByText('目前沒有資料')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    expect(props.onParamsChange).not.toHaveBeenCalled();
  });

  it('says when nothing carries the tag', () => {
    renderTag({ list: { rows: [], total: 0 } });
    expect(screen.getByRole('status')).toHaveTextContent('目前沒有資料');
  });
});
