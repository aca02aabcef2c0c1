import {
  inboxCsvName,
  inboxFiltersFrom,
  inboxFiltersProblem,
  inboxPageCount,
  inboxSearch,
  letterOf,
  letterQuery,
  NO_INBOX_FILTERS,
  type InboxFilters,
} from '../../../src/domain/mailbox/inbox-filters';

const filters = (fields: Partial<InboxFilters>): InboxFilters => ({ ...NO_INBOX_FILTERS, ...fields });

describe('the inbox filters in the URL', () => {
  it('reads every filter, the page from 1 and the letter opened from the query string', () => {
    const search =
      '?q=%E8%B7%AF%E7%87%88&status=in-progress&from=2026-11-01&to=2026-11-30&assignee=lin&overdue=1&page=3&letter=M-7';
    expect(inboxFiltersFrom(search)).toEqual({
      q: '路燈',
      status: 'in-progress',
      from: '2026-11-01',
      to: '2026-11-30',
      assignee: 'lin',
      overdue: true,
      page: 2,
    });
    expect(letterOf(search)).toBe('M-7');
  });

  it('leaves what it does not understand at "any" rather than refusing the link', () => {
    expect(inboxFiltersFrom('?status=lost&from=yesterday&to=2026-13&page=-2&overdue=yes')).toEqual(
      NO_INBOX_FILTERS,
    );
    expect(inboxFiltersFrom('?page=1.5')).toEqual(NO_INBOX_FILTERS);
    expect(inboxFiltersFrom('')).toEqual(NO_INBOX_FILTERS);
    expect(letterOf('?letter=%20')).toBeNull();
    expect(letterOf('')).toBeNull();
  });

  it('writes the same view as the same URL, spaces as %20, and nothing for no filter', () => {
    expect(inboxSearch(NO_INBOX_FILTERS)).toBe('');
    const all = filters({
      q: ' 路燈 中山 ',
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-30',
      assignee: 'none',
      overdue: true,
      page: 1,
    });
    const search = inboxSearch(all, 'M 1');
    expect(search).toBe(
      '?q=%E8%B7%AF%E7%87%88%20%E4%B8%AD%E5%B1%B1&status=new&from=2026-11-01&to=2026-11-30&assignee=none&overdue=1&page=2&letter=M%201',
    );
    expect(inboxFiltersFrom(search)).toEqual({ ...all, q: '路燈 中山' });
    expect(letterOf(search)).toBe('M 1');
  });
});

describe('the inbox query', () => {
  it('sends only the filters that say something, with the page as limit and offset', () => {
    expect(letterQuery(NO_INBOX_FILTERS)).toEqual({ limit: 20, offset: 0 });
    expect(letterQuery(filters({ q: '  ', page: 2 }))).toEqual({ limit: 20, offset: 40 });
    expect(
      letterQuery(
        filters({
          q: ' 路燈 ',
          status: 'replied',
          from: '2026-11-01',
          to: '2026-11-02',
          assignee: 'lin',
          overdue: true,
        }),
        false,
      ),
    ).toEqual({
      q: '路燈',
      status: 'replied',
      from: '2026-11-01',
      to: '2026-11-02',
      assignee: 'lin',
      overdue: true,
    });
  });

  it('refuses a date that is not one and a range the wrong way round', () => {
    expect(inboxFiltersProblem(filters({ from: '2026/11/01' }))).toBe('開始日期格式應為 YYYY-MM-DD。');
    expect(inboxFiltersProblem(filters({ to: 'soon' }))).toBe('結束日期格式應為 YYYY-MM-DD。');
    expect(inboxFiltersProblem(filters({ from: '2026-11-30', to: '2026-11-01' }))).toBe(
      '結束日期不可早於開始日期。',
    );
    expect(inboxFiltersProblem(filters({ from: '2026-11-01', to: '2026-11-01' }))).toBeNull();
  });

  it('counts at least one page, and names the export by the Taipei day', () => {
    expect(inboxPageCount(0)).toBe(1);
    expect(inboxPageCount(20)).toBe(1);
    expect(inboxPageCount(21)).toBe(2);
    // 2026-11-26 17:00 UTC is already the 27th in Taipei.
    expect(inboxCsvName(Date.UTC(2026, 10, 26, 17, 0))).toBe('民意信箱-2026-11-27.csv');
  });
});
