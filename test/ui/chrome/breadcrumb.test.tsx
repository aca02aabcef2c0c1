import { screen, within } from '@testing-library/react';
import { Breadcrumb, breadcrumbTrail } from '../../../src/ui/chrome/breadcrumb';
import { renderWithProviders } from '../../support/render-with-providers';
import { aMenu, anItem } from './support/site-fixtures';

const titles = (path: string) => breadcrumbTrail(aMenu(), path).map((item) => item.title);

describe('breadcrumbTrail', () => {
  it('is the single entry for a top-level page', () => {
    expect(titles('news')).toEqual(['最新消息']);
  });

  it('goes from the top-level branch down to a second-level page', () => {
    expect(titles('traffic')).toEqual(['關於本館', '交通資訊']);
    expect(titles('digital')).toEqual(['典藏', '數位典藏']);
  });

  it('is empty for a path the menu does not contain, and for no path', () => {
    expect(titles('sitemap')).toEqual([]);
    expect(titles('')).toEqual([]);
  });

  it('ignores a leading or trailing slash in either the menu or the path', () => {
    const menu = [anItem('a', 'A', { path: '/alpha/', children: [anItem('b', 'B', { path: 'beta' })] })];
    expect(breadcrumbTrail(menu, '/beta').map((item) => item.title)).toEqual(['A', 'B']);
    expect(breadcrumbTrail(menu, 'alpha').map((item) => item.title)).toEqual(['A']);
  });

  it('takes the first match in reading order when a path is listed twice', () => {
    const menu = [
      anItem('x', 'X', { children: [anItem('x1', '第一處', { path: 'dup' })] }),
      anItem('y', '第二處', { path: 'dup' }),
    ];
    expect(breadcrumbTrail(menu, 'dup').map((item) => item.title)).toEqual(['X', '第一處']);
  });

  it('finds entries below the second level', () => {
    const menu = [
      anItem('a', 'A', { children: [anItem('b', 'B', { children: [anItem('c', 'C', { path: 'deep' })] })] }),
    ];
    expect(breadcrumbTrail(menu, 'deep').map((item) => item.title)).toEqual(['A', 'B', 'C']);
  });
});

describe('the breadcrumb', () => {
  it('reads 首頁 › branch › page in a navigation named 麵包屑, the page marked current', () => {
    renderWithProviders(<Breadcrumb lang="zh-tw" menu={aMenu()} path="traffic" />);
    const nav = screen.getByRole('navigation', { name: '麵包屑' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace('›', '').trim())).toEqual([
      '首頁',
      '關於本館',
      '交通資訊',
    ]);
    expect(within(nav).getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/home/zh-tw');
    // 關於本館 has no page of its own, so it is text rather than a link.
    expect(within(nav).queryByRole('link', { name: '關於本館' })).not.toBeInTheDocument();
    expect(within(nav).getByText('交通資訊')).toHaveAttribute('aria-current', 'page');
  });

  it('links the list page and marks a detail item current when one is given', () => {
    renderWithProviders(<Breadcrumb lang="zh-tw" menu={aMenu()} path="news" current="開館公告" />);
    expect(screen.getByRole('link', { name: '最新消息' })).toHaveAttribute('href', '/home/zh-tw/news');
    expect(screen.getByText('開館公告')).toHaveAttribute('aria-current', 'page');
  });

  it('shows only 首頁 as current on the home page', () => {
    renderWithProviders(<Breadcrumb lang="zh-tw" menu={aMenu()} />);
    expect(screen.getByText('首頁')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
