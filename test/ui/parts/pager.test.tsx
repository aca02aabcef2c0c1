import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listPageHref } from '../../../src/domain/content/list-params';
import { Pager } from '../../../src/ui/parts/pager';
import { renderWithProviders } from '../../support/render-with-providers';

const LIST = '/home/zh-tw/news';
const params = { limit: 12, offset: 12, query: { tag: '歷史' }, sort: 'date', order: 'asc' as const };
const hrefOf = (page: number) => listPageHref(LIST, params, page);
const tag = encodeURIComponent('歷史');

describe('Pager', () => {
  it('is a labelled navigation of links with the current page marked', () => {
    renderWithProviders(<Pager total={50} limit={12} offset={12} hrefOf={hrefOf} />);
    expect(screen.getByRole('navigation', { name: '分頁' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '第 1 頁' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('第 2 頁，共 5 頁，50 筆資料')).toBeInTheDocument();
  });

  it('links each page to the list URL with page=N, keeping the filters and sort', () => {
    renderWithProviders(<Pager total={50} limit={12} offset={12} hrefOf={hrefOf} />);
    expect(screen.getByRole('link', { name: '第 5 頁' })).toHaveAttribute(
      'href',
      `${LIST}?page=5&tag=${tag}&sort=date&order=asc`,
    );
    expect(screen.getByRole('link', { name: '第 1 頁' })).toHaveAttribute(
      'href',
      `${LIST}?tag=${tag}&sort=date&order=asc`,
    );
    expect(screen.getByRole('link', { name: '上一頁' })).toHaveAttribute(
      'href',
      `${LIST}?tag=${tag}&sort=date&order=asc`,
    );
    expect(screen.getByRole('link', { name: '上一頁' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: '下一頁' })).toHaveAttribute(
      'href',
      `${LIST}?page=3&tag=${tag}&sort=date&order=asc`,
    );
    expect(screen.getByRole('link', { name: '下一頁' })).toHaveAttribute('rel', 'next');
  });

  it('moves the router on a click, with no page load', async () => {
    const { location } = renderWithProviders(<Pager total={50} limit={12} offset={12} hrefOf={hrefOf} />, {
      path: `${LIST}?page=2`,
    });
    await userEvent.click(screen.getByRole('link', { name: '第 5 頁' }));
    await userEvent.click(screen.getByRole('link', { name: '下一頁' }));
    expect(location.history.slice(1)).toEqual([
      `${LIST}?page=5&tag=${tag}&sort=date&order=asc`,
      `${LIST}?page=3&tag=${tag}&sort=date&order=asc`,
    ]);
  });

  it('offers no previous link on the first page and no next link on the last', () => {
    const { unmount } = renderWithProviders(<Pager total={24} limit={12} offset={0} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: '上一頁' })).toBeNull();
    expect(screen.getByRole('link', { name: '下一頁' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pager total={24} limit={12} offset={12} hrefOf={hrefOf} />);
    expect(screen.getByRole('link', { name: '上一頁' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下一頁' })).toBeNull();
  });

  it('hides the gap marks from screen readers', () => {
    renderWithProviders(<Pager total={120} limit={12} offset={60} hrefOf={hrefOf} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '上一頁',
      '1',
      '5',
      '6',
      '7',
      '10',
      '下一頁',
    ]);
    expect(screen.getAllByText('…')[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('is not shown when everything fits on one page', () => {
    renderWithProviders(<Pager total={5} limit={12} offset={0} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
