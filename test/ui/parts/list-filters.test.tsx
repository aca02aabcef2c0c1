import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listParamsFromSearch } from '../../../src/domain/content/list-params';
import { clearedHref, filtersToParams, ListFilters, yearChoices } from '../../../src/ui/parts/list-filters';
import { renderWithProviders } from '../../support/render-with-providers';

/** The filters of a list's third page, with two tags, two years and one sort field; its change handler. */
function renderThirdPageFilters(): jest.Mock {
  const onParamsChange = jest.fn();
  renderWithProviders(
    <ListFilters
      params={{ limit: 12, offset: 24 }}
      onParamsChange={onParamsChange}
      tags={['歷史', '建築']}
      years={[2025, 2024]}
      sortFields={[{ field: 'publishDate', labelKey: 'content.meta.publishDate' }]}
    />,
  );
  return onParamsChange;
}

describe('ListFilters', () => {
  it('submits the phrase, tag, year and sort as list params from the first page', async () => {
    const onParamsChange = renderThirdPageFilters();
    expect(screen.getByRole('search', { name: '篩選條件' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('關鍵字'), ' 安平 港 ');
    await userEvent.selectOptions(screen.getByLabelText('標籤'), '建築');
    await userEvent.selectOptions(screen.getByLabelText('年份'), '2024 年');
    await userEvent.selectOptions(screen.getByLabelText('排序'), '發布日期（舊到新）');
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(onParamsChange).toHaveBeenCalledTimes(1);
    expect(onParamsChange).toHaveBeenCalledWith({
      limit: 12,
      offset: 0,
      query: { search: '安平 港', tag: '建築', year: 2024 },
      sort: 'publishDate',
      order: 'asc',
    });
  });

  it('submits on Enter in the search field', async () => {
    const onParamsChange = jest.fn();
    renderWithProviders(<ListFilters params={{ limit: 12 }} onParamsChange={onParamsChange} />);
    await userEvent.type(screen.getByLabelText('關鍵字'), '媽祖{Enter}');
    expect(onParamsChange).toHaveBeenCalledWith({ limit: 12, offset: 0, query: { search: '媽祖' } });
  });

  it('shows the current conditions and clears them back to the first page', async () => {
    const onParamsChange = jest.fn();
    renderWithProviders(
      <ListFilters
        params={{
          limit: 12,
          offset: 12,
          query: { search: '港', tag: '歷史', year: 2023 },
          sort: 'title',
          order: 'asc',
        }}
        onParamsChange={onParamsChange}
        tags={['歷史']}
        years={[2024, 2023]}
      />,
    );
    expect(screen.getByLabelText('關鍵字')).toHaveValue('港');
    expect(screen.getByLabelText('標籤')).toHaveValue('歷史');
    expect(screen.getByLabelText('年份')).toHaveValue('2023');
    expect(screen.getByLabelText('排序')).toHaveValue('title:asc');
    const clear = screen.getByRole('link', { name: '清除條件' });
    // Without the script the link itself clears: the same list, first page, no conditions.
    expect(clear).toHaveAttribute('href', '?');
    await userEvent.click(clear);
    expect(onParamsChange).toHaveBeenCalledWith({ limit: 12, offset: 0 });
  });

  it("keeps the tag page's tag in the link that clears the conditions", () => {
    renderWithProviders(
      <ListFilters
        params={{ limit: 12, offset: 0, query: { tag: '海洋', search: '燈塔' } }}
        onParamsChange={jest.fn()}
        keep={{ tag: '海洋' }}
      />,
    );
    expect(screen.getByRole('link', { name: '清除條件' })).toHaveAttribute(
      'href',
      `?tag=${encodeURIComponent('海洋')}`,
    );
  });

  it('is a GET form whose fields, sent without the script, name the same list state', async () => {
    const onParamsChange = renderThirdPageFilters();
    const form = screen.getByRole('search', { name: '篩選條件' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    // No action: the browser sends the fields to the list's own URL, dropping its page.
    expect(form).not.toHaveAttribute('action');
    await userEvent.type(screen.getByLabelText('關鍵字'), '安平 港');
    await userEvent.selectOptions(screen.getByLabelText('標籤'), '建築');
    await userEvent.selectOptions(screen.getByLabelText('年份'), '2024 年');
    await userEvent.selectOptions(screen.getByLabelText('排序'), '發布日期（舊到新）');
    const sent = `?${new URLSearchParams(new FormData(form) as unknown as Record<string, string>)}`;
    expect(sent).toContain(`sort=${encodeURIComponent('publishDate:asc')}`);
    await userEvent.click(screen.getByRole('button', { name: '查詢' }));
    expect(listParamsFromSearch(sent)).toEqual(onParamsChange.mock.calls[0]![0]);
  });

  it('sends the tag it keeps (the tag page) as a hidden field', () => {
    renderWithProviders(
      <ListFilters params={{ query: { tag: '港口' } }} onParamsChange={() => {}} keep={{ tag: '港口' }} />,
    );
    const form = screen.getByRole('search', { name: '篩選條件' }) as HTMLFormElement;
    expect(new FormData(form).getAll('tag')).toEqual(['港口']);
  });

  it('offers no year select for kinds without dates and no tag select without tags', () => {
    renderWithProviders(<ListFilters params={{}} onParamsChange={() => {}} />);
    expect(screen.queryByLabelText('年份')).toBeNull();
    expect(screen.queryByLabelText('標籤')).toBeNull();
  });

  it('keeps a selected tag that is not among the offered ones', () => {
    renderWithProviders(
      <ListFilters params={{ query: { tag: '舊標籤' } }} onParamsChange={() => {}} tags={['新標籤']} />,
    );
    expect(screen.getByLabelText('標籤')).toHaveValue('舊標籤');
  });
});

describe('filter helpers', () => {
  it('leaves empty values out of the params', () => {
    expect(filtersToParams({ limit: 12 }, { search: '  ', tag: '', year: '', sort: '' })).toEqual({
      limit: 12,
      offset: 0,
    });
  });

  it('reads back, through the list URL parser, as the first page with only the kept values', () => {
    expect(listParamsFromSearch(clearedHref({ tag: '海 洋', year: 2024 }))).toEqual({
      limit: expect.any(Number),
      offset: 0,
      query: { tag: '海 洋', year: 2024 },
    });
    expect(listParamsFromSearch(clearedHref())).toEqual({ limit: expect.any(Number), offset: 0 });
  });

  it('offers recent years, seen years and the selected one, newest first', () => {
    expect(yearChoices([1999, null, 2024], 1980, 2025, 3)).toEqual([2025, 2024, 2023, 1999, 1980]);
  });
});
