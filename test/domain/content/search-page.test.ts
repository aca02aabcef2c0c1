import {
  noResultHints,
  readSearchPage,
  searchFilterChoices,
  searchListQuery,
} from '../../../src/domain/content/search-page';
import type { SearchFacets } from '../../../src/shared/api-types';

const BASE = '/home/zh-tw/search';
const Q = encodeURIComponent('燈塔');
const facets: SearchFacets = {
  modules: [
    { path: 'news', title: '新聞稿', count: 5 },
    { path: 'history', title: '', count: 2 },
  ],
  years: [
    { year: 2026, count: 4 },
    { year: 2024, count: 1 },
  ],
};

describe('the search page read from its URL', () => {
  it('reads the query, the module, the year and the page', () => {
    expect(readSearchPage(`?q=${Q}&module=news&year=2025&page=3`, 12)).toEqual({
      q: '燈塔',
      module: 'news',
      year: 2025,
      offset: 24,
    });
    expect(readSearchPage('', 12)).toEqual({ q: '', offset: 0 });
  });

  it('trims the query to what the API takes, and drops a malformed module or year', () => {
    const long = 'x'.repeat(150);
    expect(readSearchPage(`q=%20${long}%20`, 12).q).toHaveLength(100);
    expect(readSearchPage(`q=a&module=%20%20&year=20x5`, 12)).toEqual({ q: 'a', offset: 0 });
    expect(readSearchPage(`q=a&module=${'m'.repeat(201)}&year=99`, 12)).toEqual({ q: 'a', offset: 0 });
    expect(readSearchPage('q=a&year=2025.5', 12)).toEqual({ q: 'a', offset: 0 });
  });

  it('asks the API for the search with the chosen module and year only', () => {
    expect(searchListQuery({ q: '燈塔', offset: 0 })).toEqual({ search: '燈塔' });
    expect(searchListQuery({ q: '燈塔', module: 'news', year: 2025, offset: 12 })).toEqual({
      search: '燈塔',
      module: 'news',
      year: 2025,
    });
  });
});

describe('the filters of a search', () => {
  it('offers 全部 and every module and year with its count, linking to their first page', () => {
    const choices = searchFilterChoices(BASE, { q: '燈塔', offset: 24 }, facets);
    expect(choices.modules).toEqual([
      { value: null, title: '', count: null, href: `${BASE}?q=${Q}`, current: true },
      { value: 'news', title: '新聞稿', count: 5, href: `${BASE}?q=${Q}&module=news`, current: false },
      { value: 'history', title: 'history', count: 2, href: `${BASE}?q=${Q}&module=history`, current: false },
    ]);
    expect(choices.years.map((year) => [year.value, year.count, year.href])).toEqual([
      [null, null, `${BASE}?q=${Q}`],
      [2026, 4, `${BASE}?q=${Q}&year=2026`],
      [2024, 1, `${BASE}?q=${Q}&year=2024`],
    ]);
    expect(choices.chosen).toEqual([]);
  });

  it('keeps the other filter on every link, marks the chosen ones and links their removal', () => {
    const choices = searchFilterChoices(BASE, { q: '燈塔', module: 'news', year: 2026, offset: 12 }, facets);
    expect(choices.modules.find((option) => option.current)?.value).toBe('news');
    expect(choices.modules[2]?.href).toBe(`${BASE}?q=${Q}&module=history&year=2026`);
    expect(choices.years.find((option) => option.current)?.value).toBe(2026);
    expect(choices.years[2]?.href).toBe(`${BASE}?q=${Q}&module=news&year=2024`);
    expect(choices.modules[0]).toMatchObject({ current: false, href: `${BASE}?q=${Q}&year=2026` });
    expect(choices.years[0]).toMatchObject({ current: false, href: `${BASE}?q=${Q}&module=news` });
    expect(choices.chosen).toEqual([
      { kind: 'module', label: '新聞稿', removeHref: `${BASE}?q=${Q}&year=2026` },
      { kind: 'year', label: '2026', removeHref: `${BASE}?q=${Q}&module=news` },
    ]);
  });

  it('still offers a chosen module or year the facets no longer hold, with 0, in its place', () => {
    const choices = searchFilterChoices(BASE, { q: '燈塔', module: 'gone', year: 2025, offset: 0 }, facets);
    expect(choices.modules.at(-1)).toEqual({
      value: 'gone',
      title: 'gone',
      count: 0,
      href: `${BASE}?q=${Q}&module=gone&year=2025`,
      current: true,
    });
    expect(choices.years.map((year) => [year.value, year.count, year.current])).toEqual([
      [null, null, false],
      [2026, 4, false],
      [2025, 0, true],
      [2024, 1, false],
    ]);
    expect(choices.chosen.map((chosen) => chosen.label)).toEqual(['gone', '2025']);
  });

  it('offers only 全部 when the answer has no facets', () => {
    const choices = searchFilterChoices(BASE, { q: '燈塔', offset: 0 }, undefined);
    expect(choices.modules).toHaveLength(1);
    expect(choices.years).toEqual([
      { value: null, title: '', count: null, href: `${BASE}?q=${Q}`, current: true },
    ]);
  });
});

describe('what a search that finds nothing suggests', () => {
  it('suggests fewer words when there are several terms', () => {
    expect(noResultHints(BASE, { q: '燈塔 透鏡', offset: 0 }, 2)).toEqual({
      fewerWords: true,
      variantsAlike: false,
      withoutFilters: null,
    });
    expect(noResultHints(BASE, { q: '燈塔', offset: 0 }, 1).fewerWords).toBe(false);
  });

  it('says 臺 and 台 are searched alike when the query holds either', () => {
    expect(noResultHints(BASE, { q: '台灣', offset: 0 }, 1).variantsAlike).toBe(true);
    expect(noResultHints(BASE, { q: '臺灣', offset: 0 }, 1).variantsAlike).toBe(true);
  });

  it('links the same search without its filters when any is chosen', () => {
    expect(noResultHints(BASE, { q: '燈塔', year: 2025, offset: 0 }, 1).withoutFilters).toBe(
      `${BASE}?q=${Q}`,
    );
    expect(noResultHints(BASE, { q: '燈塔', module: 'news', offset: 0 }, 1).withoutFilters).toBe(
      `${BASE}?q=${Q}`,
    );
  });
});
