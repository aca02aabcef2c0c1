import { screen, within } from '@testing-library/react';
import { SubNav, subNavBranch } from '../../../src/ui/chrome/sub-nav';
import { renderWithProviders } from '../../support/render-with-providers';
import { aMenu } from './support/site-fixtures';

describe('the side navigation', () => {
  it('lists the pages of the current branch under its title, the current page marked', () => {
    renderWithProviders(<SubNav lang="zh-tw" menu={aMenu()} path="digital" />);
    const nav = screen.getByRole('navigation', { name: /典藏/ });
    expect(within(nav).getByRole('heading', { name: /典藏/ })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['文物', '數位典藏']);
    expect(within(nav).getByRole('link', { name: '數位典藏' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the branch pages on the branch page itself', () => {
    renderWithProviders(<SubNav lang="zh-tw" menu={aMenu()} path="collection" />);
    expect(screen.getByRole('link', { name: '文物' })).toHaveAttribute('href', '/home/zh-tw/objects');
  });

  it('renders nothing outside any branch, and subNavBranch says so first', () => {
    const { container } = renderWithProviders(<SubNav lang="zh-tw" menu={aMenu()} path="sitemap" />);
    expect(container.querySelector('nav')).toBeNull();
    expect(subNavBranch(aMenu(), 'sitemap')).toBeUndefined();
    expect(subNavBranch(aMenu(), 'traffic')?.title).toBe('關於本館');
  });
});
