import type { DocumentView } from '../../../src/server/authoring/document-view';
import type { DashboardSummary } from '../../../src/shared/review.types';
import { docUrl, signIn, type EditorClient } from '../support/sign-in';
import { expectErrorBody, getJson, postJson } from '../support/http-client';
import { retitle, returnTo, startReviewedSite, submit, type ReviewFixture } from './support/review-fixture';

const ids = (list: { rows: Array<{ docId: string }> } | null) => list?.rows.map((row) => row.docId);

describe('the dashboard says what waits, per account', () => {
  let site: ReviewFixture;
  let guest: EditorClient;
  const dashboard = async (client: EditorClient) => {
    const answer = await client.send<DashboardSummary>('GET', '/backend/dashboard');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    return answer.body;
  };

  beforeAll(async () => {
    site = await startReviewedSite();
    guest = await signIn(site.server, 'guest', 'Guest#2026');
    const { writer, chief, editor, server } = site;
    // writer: n1 waits for review, n2 came back with a note, n3 is only saved.
    const n1 = await retitle(writer, 'item:news:n1', '港口節開幕（待審）');
    await submit(writer, 'item:news:n1', n1.revision);
    server.clock.advanceSeconds(10);
    const n2 = await retitle(writer, 'item:news:n2', '燈塔修復完成（退回）');
    await submit(writer, 'item:news:n2', n2.revision);
    await returnTo(chief, 'item:news:n2', n2.revision, '照片缺少說明。');
    server.clock.advanceSeconds(60);
    await retitle(writer, 'item:news:n3', '漁具特展（草稿）');
    // editor: one person scheduled, another published just now.
    const later = await retitle(editor, 'item:people:p2', '陳木匠（排程）');
    const scheduled = await editor.send('POST', docUrl('item:people:p2', '/publish'), {
      ifMatch: later.revision,
      body: { at: new Date(server.clock.now() + 3_600_000).toISOString() },
    });
    expect(scheduled.body).toEqual(expect.objectContaining({ status: 'scheduled' }));
    const person = await retitle(editor, 'item:people:p1', '林阿海（更新）');
    await editor.send<DocumentView>('POST', docUrl('item:people:p1', '/publish'), {
      ifMatch: person.revision,
      body: {},
    });
    const letter = await postJson(`${server.baseUrl}/api/cms/mailbox`, {
      name: '王小明',
      email: 'ming@example.tw',
      subject: '開放時間詢問',
      content: '請問週一是否開館？',
      'g-recaptcha-response': '',
    });
    expect(letter.status).toBe(200);
  });
  afterAll(() => site.server.close());

  it("lists the writer's drafts, newest first, and what came back to it with the note", async () => {
    const summary = await dashboard(site.writer);
    expect(summary.requireReview).toBe(true);
    expect(summary.myDrafts.count).toBe(3);
    expect(ids(summary.myDrafts)).toEqual(['item:news:n3', 'item:news:n2', 'item:news:n1']);
    expect(summary.myDrafts.rows[0]).toEqual(
      expect.objectContaining({
        title: '漁具特展（草稿）',
        status: 'changed',
        updatedBy: 'writer',
        updatedByName: '張撰稿',
        review: null,
      }),
    );
    expect(summary.returnedToMe).toEqual({
      count: 1,
      rows: [expect.objectContaining({ docId: 'item:news:n2' })],
    });
    expect(summary.returnedToMe.rows[0]?.review).toEqual(
      expect.objectContaining({ state: 'returned', note: '照片缺少說明。', reviewedByName: '李主任' }),
    );
    // The writer holds no p anywhere: 待審核 is not its to see.
    expect(summary.pendingReview).toBeNull();
  });

  it('lists submissions under 待審核 for reviewers with p on their path', async () => {
    for (const client of [site.chief, site.editor]) {
      const summary = await dashboard(client);
      expect(summary.pendingReview).toEqual({
        count: 1,
        rows: [
          expect.objectContaining({
            docId: 'item:news:n1',
            review: expect.objectContaining({ state: 'submitted', submittedBy: 'writer' }),
          }),
        ],
      });
      expect(summary.returnedToMe.count).toBe(0);
    }
    expect((await dashboard(site.chief)).myDrafts.count).toBe(0);
  });

  it('shows what is scheduled and what was published last, newest first', async () => {
    const summary = await dashboard(site.viewer);
    expect(ids(summary.scheduled)).toEqual(['item:people:p2']);
    expect(summary.scheduled.rows[0]?.publishAt).toBe(
      new Date(site.server.clock.now() + 3_600_000).toISOString(),
    );
    expect(summary.recentlyPublished.rows[0]?.docId).toBe('item:people:p1');
    expect(summary.recentlyPublished.rows).toHaveLength(10);
    expect(summary.recentlyPublished.count).toBeGreaterThan(10);
    expect(summary.myDrafts).toEqual({ count: 0, rows: [] });
    expect(summary.pendingReview).toBeNull();
  });

  it('gives each row its own title and its module’s, for staff to name it by', async () => {
    const summary = await dashboard(site.viewer);
    const settings = (await site.editor.doc('settings:people')).draft as { info: { title: string } };
    expect(settings.info.title).not.toBe('');
    expect(summary.recentlyPublished.rows[0]).toEqual(
      expect.objectContaining({
        docId: 'item:people:p1',
        title: '林阿海（更新）',
        moduleTitle: settings.info.title,
      }),
    );
    // A module's settings are titled by the module (`info.title`), not left without a title.
    const published = await site.editor.doc('settings:people');
    const answer = await site.editor.send('POST', docUrl('settings:people', '/publish'), {
      ifMatch: published.revision,
      body: {},
    });
    expect(answer.status).toBe(200);
    const row = (await dashboard(site.viewer)).recentlyPublished.rows.find(
      (r) => r.docId === 'settings:people',
    );
    expect(row).toEqual(
      expect.objectContaining({ title: settings.info.title, moduleTitle: settings.info.title }),
    );
  });

  it('counts new letters for readers of the mailbox', async () => {
    const summary = await dashboard(site.editor);
    expect(summary.newLetters).toEqual({
      count: 1,
      rows: [
        expect.objectContaining({
          path: 'mailbox',
          subject: '開放時間詢問',
          serialNo: expect.stringMatching(/^M\d{8}-0001$/),
          replyBy: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          overdue: false,
        }),
      ],
    });
  });

  it('shows an account without read rights nothing of the documents or letters', async () => {
    const summary = await dashboard(guest);
    expect(summary).toEqual({
      requireReview: true,
      myDrafts: { count: 0, rows: [] },
      pendingReview: null,
      returnedToMe: { count: 0, rows: [] },
      scheduled: { count: 0, rows: [] },
      recentlyPublished: { count: 0, rows: [] },
      newLetters: null,
    });
  });

  it('answers only signed-in callers', async () => {
    const answer = await getJson(`${site.server.baseUrl}/backend/dashboard`);
    expect(answer.status).not.toBe(200);
    expectErrorBody(answer, answer.status);
  });
});
