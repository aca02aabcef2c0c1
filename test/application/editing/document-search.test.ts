import {
  createDocumentSearch,
  SEARCH_PAGE_SIZE,
  type LinkPicker,
} from '../../../src/application/editing/document-search';
import type { DocumentQuery, DocumentRow } from '../../../src/domain/editing/history.port';

interface Asked {
  query: DocumentQuery;
  answer(rows: number, total?: number): void;
  fail(): void;
}

/** A picker whose answers the test gives by hand, in any order, so a late answer can be staged. */
function fakePicker(modules: Promise<{ path: string; title: string; moduleKey: string }[]>) {
  const asked: Asked[] = [];
  let moduleCalls = 0;
  const picker: LinkPicker = {
    modules: () => {
      moduleCalls += 1;
      return modules;
    },
    documents: (query) =>
      new Promise((resolve, reject) =>
        asked.push({
          query,
          answer: (count, total = count) =>
            resolve({
              rows: Array.from(
                { length: count },
                (_, i): DocumentRow =>
                  ({ docId: `item:${query.path}:n-${i}`, title: `第 ${i} 則` }) as DocumentRow,
              ),
              total,
            }),
          fail: () => reject(new Error('offline')),
        }),
      ),
  };
  return { picker, asked, moduleCalls: () => moduleCalls };
}

const site = [
  { path: 'news', title: '最新消息', moduleKey: 'cms-normal' },
  { path: 'people', title: '人物', moduleKey: 'cms-people' },
  { path: 'about', title: '關於', moduleKey: 'cms-single' },
];

describe('the document search of a links field', () => {
  it('asks for the modules once and keeps those the field may link from', async () => {
    const fake = fakePicker(Promise.resolve(site));
    const search = createDocumentSearch(fake.picker, 'cms-people');
    await Promise.all([search.loadModules(), search.loadModules()]);
    expect(fake.moduleCalls()).toBe(1);
    expect(search.getSnapshot().modules).toEqual({ status: 'ready', list: [site[1]] });
  });

  it('without a layout of its own, offers every module of items', async () => {
    const search = createDocumentSearch(fakePicker(Promise.resolve(site)).picker);
    await search.loadModules();
    expect(search.getSnapshot().modules).toEqual({ status: 'ready', list: [site[0], site[1]] });
  });

  it('says the modules could not be read', async () => {
    const search = createDocumentSearch(fakePicker(Promise.reject(new Error('offline'))).picker);
    await search.loadModules();
    expect(search.getSnapshot().modules).toEqual({ status: 'failed' });
  });

  it('searches a module’s titles one page at a time, the words trimmed', async () => {
    const fake = fakePicker(Promise.resolve(site));
    const search = createDocumentSearch(fake.picker);
    const found = search.find({ path: 'news', q: ' 燈塔 ', page: 1 });
    expect(search.getSnapshot().results).toEqual({ status: 'loading' });
    expect(fake.asked[0]?.query).toEqual({
      type: 'item',
      path: 'news',
      q: '燈塔',
      limit: SEARCH_PAGE_SIZE,
      offset: SEARCH_PAGE_SIZE,
    });
    fake.asked[0]?.answer(10, 25);
    await expect(found).resolves.toEqual({ kind: 'found', total: 25 });
    expect(search.getSnapshot().results).toMatchObject({ status: 'ready', total: 25, pages: 3 });
  });

  it('lists the whole module when nothing is typed', () => {
    const fake = fakePicker(Promise.resolve(site));
    void createDocumentSearch(fake.picker).find({ path: 'news', q: '  ', page: 0 });
    expect(fake.asked[0]?.query).not.toHaveProperty('q');
  });

  it('lets only the latest search fill the results, whatever order the answers come in', async () => {
    const fake = fakePicker(Promise.resolve(site));
    const search = createDocumentSearch(fake.picker);
    const first = search.find({ path: 'news', q: '燈', page: 0 });
    const second = search.find({ path: 'news', q: '燈塔', page: 0 });
    fake.asked[1]?.answer(2);
    await expect(second).resolves.toEqual({ kind: 'found', total: 2 });
    fake.asked[0]?.answer(9);
    await expect(first).resolves.toEqual({ kind: 'overtaken' });
    expect(search.getSnapshot()).toMatchObject({ query: { q: '燈塔' }, results: { total: 2 } });
  });

  it('reports a failed search, unless a later one overtook it', async () => {
    const fake = fakePicker(Promise.resolve(site));
    const search = createDocumentSearch(fake.picker);
    const first = search.find({ path: 'news', q: '', page: 0 });
    fake.asked[0]?.fail();
    await expect(first).resolves.toEqual({ kind: 'failed' });
    expect(search.getSnapshot().results).toEqual({ status: 'failed' });

    const overtaken = search.find({ path: 'news', q: 'a', page: 0 });
    void search.find({ path: 'news', q: 'b', page: 0 });
    fake.asked[1]?.fail();
    await expect(overtaken).resolves.toEqual({ kind: 'overtaken' });
  });

  it('turns the pages of the last search and stops at either end', async () => {
    const fake = fakePicker(Promise.resolve(site));
    const search = createDocumentSearch(fake.picker);
    expect(search.turnPage(1)).toBeNull();
    const first = search.find({ path: 'news', q: '', page: 0 });
    expect(search.turnPage(1)).toBeNull();
    fake.asked[0]?.answer(10, 15);
    await first;
    expect(search.turnPage(-1)).toBeNull();
    const next = search.turnPage(1);
    expect(fake.asked[1]?.query.offset).toBe(SEARCH_PAGE_SIZE);
    fake.asked[1]?.answer(5, 15);
    await next;
    expect(search.getSnapshot().query?.page).toBe(1);
    expect(search.turnPage(1)).toBeNull();
  });

  it('tells its subscribers of every change until they leave', async () => {
    const fake = fakePicker(Promise.resolve(site));
    const search = createDocumentSearch(fake.picker);
    let calls = 0;
    const leave = search.subscribe(() => (calls += 1));
    await search.loadModules();
    expect(calls).toBe(1);
    leave();
    void search.find({ path: 'news', q: '', page: 0 });
    expect(calls).toBe(1);
  });
});
