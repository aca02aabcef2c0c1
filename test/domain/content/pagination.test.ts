import { pageWindow, pagination } from '../../../src/domain/content/pagination';

describe('pageWindow', () => {
  it('shows first, last and the neighbours of the current page with gaps between', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });

  it('shows a lone skipped page instead of a gap', () => {
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('pagination', () => {
  it('offers the page on view, its neighbours and the window of page numbers', () => {
    expect(pagination(50, 12, 12)).toEqual({
      current: 2,
      pages: 5,
      slots: [1, 2, 3, 4, 5],
      previous: 1,
      next: 3,
    });
  });

  it('has no previous page on the first page and no next one on the last', () => {
    expect(pagination(24, 12, 0)).toMatchObject({ current: 1, previous: null, next: 2 });
    expect(pagination(24, 12, 12)).toMatchObject({ current: 2, previous: 1, next: null });
  });

  it('shows an offset past the end as the last page', () => {
    expect(pagination(30, 12, 600)).toMatchObject({ current: 3, pages: 3, next: null });
  });

  it('offers no pager when one page holds every row', () => {
    expect(pagination(12, 12, 0)).toBeNull();
    expect(pagination(0, 12, 0)).toBeNull();
    expect(pagination(-4, 12, 0)).toBeNull();
  });

  it('takes a page size of zero or less as one row a page rather than dividing by it', () => {
    expect(pagination(3, 0, 1)).toMatchObject({ current: 2, pages: 3 });
  });
});
