import {
  loadDetail,
  loadList,
  loadSectionRows,
  loadSinglePage,
  loadSinglePageView,
  loadTagged,
  SECTION_ROWS,
} from '../../../src/application/content/load-content.use-case';
import { ALL_ON_MENU_SETTING } from '../../../src/shared/menu-setting';
import type { ContentSource } from '../../../src/domain/content/content.port';
import { PageNotFound } from '../../../src/domain/content/content-failure';
import type { Rights } from '../../../src/domain/rights/rights';

const ALL_ON = ALL_ON_MENU_SETTING;

function aSource(): ContentSource & { asked: unknown[][] } {
  const asked: unknown[][] = [];
  return {
    asked,
    module: async () => ({ moduleKey: 'cms-normal', templateKey: 'template-001', title: '' }),
    menuSetting: async (path) => (asked.push(['menuSetting', path]), ALL_ON),
    list: async (path, params, errors) => (
      asked.push(['list', path, params, errors]),
      { rows: [{ id: '1', title: 'a', tags: ['歷史'] }], total: 1 }
    ),
    item: async (path, id, options) => (
      asked.push(options === undefined ? ['item', path, id] : ['item', path, id, options]),
      { id, title: '文' }
    ),
    singlePage: async (path) => (asked.push(['single', path]), { id: 'p', title: '關於' }) as never,
    structure: async () => ({ templateKey: 'template-001', index: [] }),
    tagged: async (params) => (asked.push(['tagged', params]), { rows: [], total: 0 }),
  };
}

describe('loading content', () => {
  it('asks a section’s list with its own limit and inline failures', async () => {
    const source = aSource();
    await loadSectionRows(source, { layout: 'index-article-01', path: 'news' });
    await loadSectionRows(source, { layout: 'index-article-01', path: 'news', limit: 3 });
    expect(source.asked).toEqual([
      ['list', 'news', { limit: SECTION_ROWS, offset: 0 }, 'inline'],
      ['list', 'news', { limit: 3, offset: 0 }, 'inline'],
    ]);
  });

  it('gives a section without a list no rows and asks nothing', async () => {
    const source = aSource();
    await expect(loadSectionRows(source, { layout: 'index-banner' })).resolves.toEqual({
      rows: [],
      total: 0,
    });
    expect(source.asked).toEqual([]);
  });

  it('loads a list from its URL state, with the tags its rows carry and the chosen one', async () => {
    const source = aSource();
    const page = await loadList(source, 'news', '?offset=12&tag=%E6%96%87%E5%8C%96');
    expect(page.params).toEqual({ limit: 12, offset: 12, query: { tag: '文化' } });
    expect(page.availableTags).toEqual(['文化', '歷史'].sort((a, b) => a.localeCompare(b, 'zh-Hant-TW')));
  });

  it('offers every tag of the module the server names, beyond those on the page shown', async () => {
    const source = aSource();
    source.list = async () => ({
      rows: [{ id: '1', title: 'a', tags: ['歷史'] }],
      total: 30,
      tags: ['港口', '歷史'],
    });
    const page = await loadList(source, 'news', '?offset=12');
    expect(page.availableTags).toEqual(['港口', '歷史'].sort((a, b) => a.localeCompare(b, 'zh-Hant-TW')));
  });

  it('loads tagged rows, a detail and a single page with their settings in one wave', async () => {
    const source = aSource();
    await expect(loadTagged(source, '?tag=x')).resolves.toMatchObject({ params: { query: { tag: 'x' } } });
    await expect(loadDetail(source, 'news', '7')).resolves.toEqual({
      item: { id: '7', title: '文' },
      setting: ALL_ON,
    });
    await expect(loadSinglePage(source, 'about')).resolves.toMatchObject({
      page: { title: '關於' },
      setting: ALL_ON,
    });
  });

  it('reads an item’s draft only when asked for edit mode, and the published copy otherwise', async () => {
    const source = aSource();
    await loadDetail(source, 'news', '7');
    await loadDetail(source, 'news', '8', { preview: true });
    expect(source.asked.filter(([what]) => what === 'item')).toEqual([
      ['item', 'news', '7'],
      ['item', 'news', '8', { preview: true }],
    ]);
  });
});

describe('a single page before its first publish', () => {
  /** A page the public API answers 404 for, and the signed-in person's rights on it. */
  function unpublished(rights: Rights | Error) {
    const source = aSource();
    return {
      ...source,
      singlePage: async (path: string) => {
        source.asked.push(['single', path]);
        throw new PageNotFound(`/api/cms/${path}`);
      },
      rights: async (path: string) => {
        source.asked.push(['rights', path]);
        if (rights instanceof Error) throw rights;
        return rights;
      },
    };
  }

  it('opens on the draft in edit mode for a person with w, with the page’s settings', async () => {
    const source = unpublished({ r: true, w: true, d: false });
    await expect(loadSinglePageView(source, 'about', { editing: true })).resolves.toEqual({
      kind: 'unpublished',
      setting: ALL_ON,
    });
    expect(source.asked).toContainEqual(['rights', 'about']);
  });

  it('is the visitor’s 404 outside edit mode, without asking for rights', async () => {
    const source = unpublished({ r: true, w: true, d: false });
    await expect(loadSinglePageView(source, 'about', { editing: false })).rejects.toBeInstanceOf(
      PageNotFound,
    );
    expect(source.asked).not.toContainEqual(['rights', 'about']);
  });

  it('is the 404 in edit mode for a reader without w, and when the rights cannot be read', async () => {
    for (const rights of [{ r: true, w: false, d: false }, new Error('offline')]) {
      await expect(
        loadSinglePageView(unpublished(rights), 'about', { editing: true }),
      ).rejects.toBeInstanceOf(PageNotFound);
    }
  });

  it('shows a published page as before, in edit mode too', async () => {
    const source = { ...aSource(), rights: async () => ({ r: true, w: true, d: false }) };
    await expect(loadSinglePageView(source, 'about', { editing: true })).resolves.toMatchObject({
      kind: 'published',
      page: { title: '關於' },
    });
  });
});
