import { docUrl, signIn } from '../support/sign-in';
import { rawRequest, type RawAnswer } from '../support/http-client';
import { eventually, startInstances, type Instances } from './instances';

type Data = Record<string, unknown> & { title: string };

// Each instance keeps its own rendered pages; a publish through one instance
// reaches the others' caches through PostgreSQL's LISTEN/NOTIFY.

let site: Instances;

beforeAll(async () => {
  site = await startInstances(2);
}, 60_000);

afterAll(() => site?.close());

const cacheOf = (answer: RawAnswer) => answer.headers['x-page-cache'];

describe('rendered pages kept by several instances', () => {
  it('drops the pages every instance keeps when an editor publishes through one of them', async () => {
    const [a, b] = site.servers as [(typeof site.servers)[0], (typeof site.servers)[0]];
    const editor = await signIn(a, 'editor');
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news&limit=1',
    );
    const docId = list.body.rows[0]!.docId;
    const itemId = docId.split(':')[2]!;
    const pages = ['/home/zh-tw/news', `/home/zh-tw/news/${itemId}`];
    for (const server of [a, b])
      for (const page of pages) {
        await rawRequest(server.baseUrl + page);
        const kept = await rawRequest(server.baseUrl + page);
        expect([server.baseUrl, page, kept.status, cacheOf(kept)]).toEqual([
          server.baseUrl,
          page,
          200,
          'hit',
        ]);
      }

    const title = '跨機器同步的新標題';
    const doc = await editor.doc(docId);
    const saved = await editor.save(docId, doc.revision, { ...(doc.draft as Data), title });
    const published = await editor.send('POST', docUrl(docId, '/publish'), {
      ifMatch: saved.body.revision,
      body: {},
    });
    expect(published.status).toBe(200);

    // A dropped its pages in the publish's afterCommit, before it answered.
    const onA = await rawRequest(a.baseUrl + pages[1]!);
    expect([cacheOf(onA), onA.text.includes(title)]).toEqual(['miss', true]);
    // B hears the NOTIFY a moment later and may answer from its copy until then: the list page
    // is polled (HEAD), so that the detail page's next answer on B is its first since the notice.
    let heard = 0;
    const took = await eventually(async () => {
      const answer = await rawRequest(b.baseUrl + pages[0]!, {}, 'HEAD');
      heard += 1;
      return cacheOf(answer) === 'miss';
    }, 'B dropping its copy of the news list');
    const onB = await rawRequest(b.baseUrl + pages[1]!);
    expect([cacheOf(onB), onB.text.includes(title)]).toEqual(['miss', true]);
    expect((await rawRequest(b.baseUrl + pages[1]!)).headers['x-page-cache']).toBe('hit');
    expect(site.errors).toEqual([]);
    console.info(`B dropped its pages ${took} ms after A answered the publish (${heard} polls)`);
  }, 30_000);
});
