import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageWindow } from '../../../src/ui/parts/pager';
import { renderWithProviders } from '../../support/render-with-providers';

describe('pageWindow', () => {
  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pager', () => {
  it('is a labelled navigation with the current page marked', () => {
    renderWithProviders(<Pager total={50} limit={12} offset={12} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: '分頁' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 2 頁' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 1 頁' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('第 2 頁，共 5 頁，50 筆資料')).toBeInTheDocument();
  });

  it('asks for the offset of the chosen, previous and next page', async () => {
    const onPageChange = jest.fn();
    renderWithProviders(<Pager total={50} limit={12} offset={12} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '第 5 頁' }));
    await userEvent.click(screen.getByRole('button', { name: '上一頁' }));
    await userEvent.click(screen.getByRole('button', { name: '下一頁' }));
    expect(onPageChange.mock.calls).toEqual([[48], [0], [24]]);
  });

  it('disables previous on the first page and next on the last', () => {
    renderWithProviders(<Pager total={24} limit={12} offset={0} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一頁' })).toBeEnabled();
  });

  it('is not shown when everything fits on one page', () => {
    renderWithProviders(<Pager total={5} limit={12} offset={0} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
