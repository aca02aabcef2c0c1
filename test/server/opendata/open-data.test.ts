import { JSDOM } from 'jsdom';
import { render } from '../../../src/composition/server-render';
import type { SiteSeed } from '../../../src/server/seed/site-seed';
import type { FileEntry } from '../../../src/shared/api-types';
import type { OpenDataCatalog } from '../../../src/shared/open-data';
import { readCsv } from '../support/csv-reader';
import { anArticle, aSmallSite } from '../support/demo-site.builder';
import { getJson, rawRequest } from '../support/http-client';
import { writeRenderBuild } from '../support/render-build';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/test-server';

const ORIGIN = 'https://www.linhai.example.tw';
/** A title a spreadsheet would run as a formula, with a comma, quotes, a line break and a control character. */
const TRICKY = '=SUM(1,2) "燈塔"\n之夜\u0007';

const photo: FileEntry = {
  fileId: 'f1',
  name: '燈塔.jpg',
  ext: 'jpg',
  original: '/media/lighthouse.jpg',
  description: '夜裡的燈塔',
  represent: true,
};
const report: FileEntry = {
  ...photo,
  fileId: 'f2',
  name: '年報.pdf',
  ext: 'pdf',
  original: '/media/report.pdf',
  description: null,
  represent: false,
};

function aSiteWithData(): SiteSeed {
  const site = aSmallSite();
  const news = site.modules.news!;
  news.rows = [
    anArticle('n1', TRICKY, '2025-05-01', {
      images: [photo],
      files: [report],
      tags: ['活動', '港口'],
      content: '<p>老<strong>燈塔</strong>重新點亮</p>',
    }),
    ...(news.rows ?? []).slice(1),
  ];
  return site;
}

describe('開放資料: every module that lists items, as JSON, CSV and XML', () => {
  let server: TestServer;
  let editor: EditorClient;
  const get = (path: string) => rawRequest(`${server.baseUrl}${path}`);

  beforeAll(async () => {
    server = await startTestServer({
      seed: { site: aSiteWithData, images: () => [] },
      publicOrigin: ORIGIN,
      serverRender: true,
      renderBundle: render,
    });
    writeRenderBuild(server);
    editor = await signIn(server, 'editor');
  });
  afterAll(() => server.close());

  it('lists each dataset with its metadata and links, and no single page, mailbox or tag page', async () => {
    const { status, body } = await getJson<OpenDataCatalog>(`${server.baseUrl}/api/opendata`);
    expect(status).toBe(200);
    expect(body.datasets.map((dataset) => dataset.path).sort()).toEqual(['news', 'people']);
    const news = body.datasets.find((dataset) => dataset.path === 'news')!;
    expect(news).toEqual(
      expect.objectContaining({
        name: '最新消息',
        kind: 'normal',
        publisher: '測試館',
        frequency: '不定期更新',
        count: 5,
        license: expect.objectContaining({
          name: '政府資料開放授權條款－第1版',
          url: 'https://data.gov.tw/license',
        }),
        files: {
          json: `${ORIGIN}/opendata/news.json`,
          csv: `${ORIGIN}/opendata/news.csv`,
          xml: `${ORIGIN}/opendata/news.xml`,
        },
      }),
    );
    expect(news.description).toContain('最新消息');
    expect(news.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(news.fields.map((field) => field.label)).toEqual([
      '編號',
      '標題',
      '摘要',
      '發布日期',
      '分類',
      '內容',
      '圖片',
      '附件檔案',
      '標籤',
      '網頁連結',
    ]);
  });

  it('gives the CSV in UTF-8 with a BOM, the labels as heading, and every value as it is', async () => {
    const { status, headers, text } = await get('/opendata/news.csv');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['cache-control']).toContain('public');
    expect(headers.etag).toBeTruthy();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [heading, ...rows] = readCsv(text.replace(/\r\n$/, ''));
    expect(heading?.[0]).toBe('編號');
    expect(rows).toHaveLength(5);
    const first = rows.find((row) => row[0] === 'n1')!;
    const cell = (label: string) => first[heading!.indexOf(label)];
    // Kept as it is: no quote put before the formula, for a machine reading the dataset.
    expect(cell('標題')).toBe(TRICKY);
    expect(cell('圖片')).toBe(`${ORIGIN}/media/lighthouse.jpg`);
    expect(cell('附件檔案')).toBe(`${ORIGIN}/media/report.pdf`);
    expect(cell('標籤')).toBe('活動\n港口');
    expect(cell('網頁連結')).toBe(`${ORIGIN}/home/zh-tw/news/n1`);
  });

  it('gives well-formed XML that a parser reads back, the characters XML cannot carry left out', async () => {
    const { status, headers, text } = await get('/opendata/news.xml');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.getAttribute('name')).toBe('最新消息');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(5);
    const first = items.find((item) => item.querySelector('id')?.textContent === 'n1')!;
    expect(first.querySelector('title')?.textContent).toBe(TRICKY.replace('\u0007', ''));
    expect([...first.querySelectorAll('tags > tag')].map((tag) => tag.textContent)).toEqual(['活動', '港口']);
    expect(first.querySelector('images > file > url')?.textContent).toBe(`${ORIGIN}/media/lighthouse.jpg`);
    expect(first.querySelector('images > file > description')?.textContent).toBe('夜裡的燈塔');
  });

  it('gives the JSON as a list of the same rows', async () => {
    const { status, body } = await getJson<Array<Record<string, unknown>>>(
      `${server.baseUrl}/opendata/people.json`,
    );
    expect(status).toBe(200);
    expect(body.map((row) => row.id)).toEqual(['p1', 'p2', 'p3']);
    expect(body[0]).toEqual(
      expect.objectContaining({ title: '林阿海', birthYear: '1921', url: `${ORIGIN}/home/zh-tw/people/p1` }),
    );
  });

  it('answers 404 with a zh-TW sentence for a page that is no dataset, or a format not offered', async () => {
    for (const path of [
      '/opendata/about.json',
      '/opendata/mailbox.csv',
      '/opendata/nothing.xml',
      '/opendata/news.xlsx',
      '/opendata/news',
    ]) {
      const { status, text } = await get(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(text).toContain('找不到這個開放資料集。');
    }
  });

  it("answers the original platform's per-kind shape for this site's host, and 404 for another site's", async () => {
    const ok = await getJson<{ data: Array<Record<string, unknown>> }>(
      `${server.baseUrl}/opendata/object/normal.json?origin=www.linhai.example.tw&lang=zh-tw`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(5);
    expect(ok.body.data.find((row) => row.id === 'n1')).toEqual({
      id: 'n1',
      name: TRICKY,
      content: '老 燈塔 重新點亮',
      images: [`${ORIGIN}/media/lighthouse.jpg`],
      link: `${ORIGIN}/home/zh-tw/news/n1`,
    });
    expect((await get('/opendata/object/normal.json')).status).toBe(200);
    for (const path of [
      '/opendata/object/normal.json?origin=tour.other.example.tw&lang=zh-tw',
      '/opendata/object/normal.json?origin=www.linhai.example.tw&lang=en',
      '/opendata/object/mailbox.json',
      '/opendata/object/Point.json',
      '/opendata/object/normal.csv',
    ])
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 404 });
  });

  it('serves the 開放資料 page rendered: each dataset with its metadata and its three files, no script needed', async () => {
    const { status, text } = await get('/home/zh-tw/opendata');
    expect(status).toBe(200);
    expect(text).toContain('<title>開放資料 - 測試館</title>');
    const doc = new JSDOM(text).window.document;
    expect(doc.querySelector('h1')?.textContent).toBe('開放資料');
    const sections = [...doc.querySelectorAll('section[aria-labelledby]')];
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual(['最新消息', '人物']);
    const news = sections[0]!;
    const facts = Object.fromEntries(
      [...news.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual(
      expect.objectContaining({ 提供機關: '測試館', 更新頻率: '不定期更新', 資料筆數: '5 筆' }),
    );
    expect(facts['主要欄位說明']).toContain('標題（title）');
    expect(facts['最後更新']).toMatch(/\d/);
    expect(
      [...news.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]),
    ).toEqual([
      ['/opendata/news.json', '最新消息（JSON 檔）'],
      ['/opendata/news.csv', '最新消息（CSV 檔）'],
      ['/opendata/news.xml', '最新消息（XML 檔）'],
    ]);
    expect(doc.querySelector('a[rel="license"]')?.getAttribute('href')).toBe('https://data.gov.tw/license');
  });

  it('drops a kept file when an editor publishes, so the next request has the new text', async () => {
    expect((await get('/opendata/news.csv')).text).not.toContain('港口節閉幕');
    const doc = await editor.doc('item:news:n2');
    const saved = await editor.save('item:news:n2', doc.revision, {
      ...(doc.draft as object),
      title: '港口節閉幕',
    });
    expect(saved.status).toBe(200);
    const published = await editor.send('POST', docUrl('item:news:n2', '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);
    expect((await get('/opendata/news.csv')).text).toContain('港口節閉幕');
    expect((await get('/opendata/object/normal.json')).text).toContain('港口節閉幕');
  });
});
