import type { DocumentView } from '../../../src/server/authoring/document-view';
import { REVIEW_OFF_TEXT } from '../../../src/server/authoring/review.routes';
import { REVIEW_TEXTS } from '../../../src/shared/review-workflow';
import { docUrl } from '../support/sign-in';
import { expectErrorBody, getJson } from '../support/http-client';
import {
  approve,
  auditOf,
  overwriteDraft,
  publicNewsUrl,
  retitle,
  returnTo,
  startReviewedSite,
  submit,
  type Data,
  type ReviewFixture,
} from './support/review-fixture';

const IMAGE_WITHOUT_ALT = '<p>燈會<img src="/media/demo/lantern.png"></p>';

describe('review before publishing, over HTTP with review required', () => {
  let site: ReviewFixture;
  beforeAll(async () => {
    site = await startReviewedSite();
  });
  afterAll(() => site.server.close());

  const publicTitle = async (id: string) => (await getJson<Data>(publicNewsUrl(site.server, id))).body.title;

  describe('the whole path: submit, return with a note, fix, submit again, approve', () => {
    const docId = 'item:news:n1';
    let submittedRevision = 0;

    it('lets the writer submit a draft it may not publish: 403 with the review text', async () => {
      const saved = await retitle(site.writer, docId, '港口節開幕（初稿）');
      for (const action of ['/publish', '/unpublish'])
        for (const body of [{}, { at: new Date(site.server.clock.now() + 60_000).toISOString() }]) {
          const refused = await site.writer.send('POST', docUrl(docId, action), {
            ifMatch: saved.revision,
            body,
          });
          expect(expectErrorBody(refused, 403).error_description).toBe(REVIEW_TEXTS.publishNeedsReview);
        }
      const answer = await submit(site.writer, docId, saved.revision);
      expect(answer.status).toBe(200);
      expect(answer.body.revision).toBe(saved.revision);
      expect(answer.body.review).toEqual({
        state: 'submitted',
        revision: saved.revision,
        submittedBy: 'writer',
        submittedByName: '張撰稿',
        submittedAt: new Date(site.server.clock.now()).toISOString(),
        note: null,
        reviewedBy: null,
        reviewedByName: null,
        reviewedAt: null,
        returnedRevision: null,
      });
      expect(await publicTitle('n1')).toBe('港口節開幕');
      submittedRevision = saved.revision;
    });

    it('mails the reviewers of news, not the writer, a link to the draft in the review screen', () => {
      const [mail, ...more] = site.mails.for('review.submit');
      expect(more).toEqual([]);
      expect(mail?.to).toEqual(['chief@test.example', 'editor@test.example']);
      expect(mail?.subject).toBe('【送審】港口節開幕（初稿）');
      expect(mail?.text).toContain('張撰稿 送審了「港口節開幕（初稿）」');
      expect(mail?.text).toContain(`${site.server.baseUrl}/home/zh-tw/editor/reviews?doc=item%3Anews%3An1`);
      expect(mail?.html).toContain(
        `href="${site.server.baseUrl}/home/zh-tw/editor/reviews?doc=item%3Anews%3An1"`,
      );
    });

    it('refuses a second submission of the same revision with 409', async () => {
      const again = await submit(site.writer, docId, submittedRevision);
      expect(expectErrorBody(again, 409).error_description).toBe(REVIEW_TEXTS.alreadySubmitted);
    });

    it('lets a reviewer return it with a note, which the writer sees and keeps while fixing it', async () => {
      const empty = await returnTo(site.chief, docId, submittedRevision, '   ');
      expect(expectErrorBody(empty, 400).error_description).toBe(REVIEW_TEXTS.noteRequired);
      const returned = await returnTo(site.chief, docId, submittedRevision, '請在標題寫出日期。');
      expect(returned.status).toBe(200);
      expect(returned.body.review).toEqual(
        expect.objectContaining({
          state: 'returned',
          revision: submittedRevision,
          submittedBy: 'writer',
          note: '請在標題寫出日期。',
          reviewedBy: 'chief',
          reviewedByName: '李主任',
        }),
      );
      expect((await site.writer.doc(docId)).review?.note).toBe('請在標題寫出日期。');
      const fixed = await retitle(site.writer, docId, '港口節 5 月 1 日開幕');
      expect(fixed.review).toEqual(
        expect.objectContaining({ state: 'returned', note: '請在標題寫出日期。' }),
      );
    });

    it('mails the writer the note and a link to the page in edit mode', () => {
      const [mail] = site.mails.for('review.return');
      expect(mail?.to).toEqual(['writer@test.example']);
      expect(mail?.text).toContain('李主任 退回了您送審的「港口節開幕（初稿）」');
      expect(mail?.text).toContain('退回原因：\n請在標題寫出日期。');
      expect(mail?.text).toContain(`${site.server.baseUrl}/home/zh-tw/news/n1?edit=1`);
    });

    it('publishes the resubmitted revision on approval, and the visitor sees it', async () => {
      const doc = await site.writer.doc(docId);
      const resubmitted = await submit(site.writer, docId, doc.revision);
      expect(resubmitted.body.review?.state).toBe('submitted');
      // The fix is compared with the revision the reviewer returned, which the record remembers,
      // also when read back from the store.
      expect(resubmitted.body.review?.returnedRevision).toBe(submittedRevision);
      expect((await site.editor.doc(docId)).review?.returnedRevision).toBe(submittedRevision);
      const approved = await approve(site.editor, docId, doc.revision);
      expect(approved.status).toBe(200);
      expect(approved.body).toEqual(
        expect.objectContaining({ status: 'published', publishedRevision: doc.revision + 1, review: null }),
      );
      expect(await publicTitle('n1')).toBe('港口節 5 月 1 日開幕');
      const [mail] = site.mails.for('review.approve');
      expect(mail?.to).toEqual(['writer@test.example']);
      expect(mail?.text).toContain('編輯 核准了您送審的「港口節 5 月 1 日開幕」');
      expect(mail?.text).toContain('已經發布');
    });

    it('audits every step with the revision it concerned', async () => {
      const rows = (await auditOf(site.editor, docId)).map((row) => [row.action, row.account, row.revision]);
      const last = (await site.editor.doc(docId)).revision;
      expect(rows).toEqual([
        ['save', 'writer', submittedRevision],
        ['review.submit', 'writer', submittedRevision],
        ['review.return', 'chief', submittedRevision],
        ['save', 'writer', last - 1],
        ['review.submit', 'writer', last - 1],
        ['review.approve', 'editor', last - 1],
        ['publish', 'editor', last],
      ]);
      const returned = (await auditOf(site.editor, docId)).find((row) => row.action === 'review.return');
      expect(JSON.parse(returned?.detail ?? '{}')).toEqual({ note: '請在標題寫出日期。' });
    });
  });

  it('takes a draft saved after submitting out of review: approval is 409 until it is submitted again', async () => {
    const docId = 'item:news:n2';
    const first = await retitle(site.writer, docId, '燈塔修復完成（送審版）');
    await submit(site.writer, docId, first.revision);
    const later = await retitle(site.writer, docId, '燈塔修復完成（送審後又改）');
    expect(later.review).toBeNull();
    for (const revision of [first.revision, later.revision]) {
      const refused = await approve(site.chief, docId, revision);
      expect(expectErrorBody(refused, 409).error_description).toBe(REVIEW_TEXTS.changedSinceSubmit);
    }
    expect(await publicTitle('n2')).toBe('燈塔修復完成');
    const withdrawn = (await auditOf(site.editor, docId)).find((row) => row.action === 'review.withdraw');
    expect(withdrawn).toEqual(expect.objectContaining({ account: 'writer', revision: first.revision }));
    expect(JSON.parse(withdrawn?.detail ?? '{}')).toEqual({ save: later.revision });
    await submit(site.writer, docId, later.revision);
    expect((await approve(site.chief, docId, later.revision)).status).toBe(200);
    expect(await publicTitle('n2')).toBe('燈塔修復完成（送審後又改）');
  });

  it('withdraws a submission on restoring an older revision too', async () => {
    const docId = 'item:news:n2';
    const saved = await retitle(site.writer, docId, '燈塔修復完成（還原測試）');
    await submit(site.writer, docId, saved.revision);
    const restored = await site.writer.send<DocumentView>(
      'POST',
      docUrl(docId, `/revisions/${saved.revision - 1}/restore`),
      { ifMatch: saved.revision, body: {} },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.review).toBeNull();
    expect(expectErrorBody(await approve(site.chief, docId, saved.revision), 409).error_description).toBe(
      REVIEW_TEXTS.changedSinceSubmit,
    );
  });

  it('refuses a reviewer the approval of its own submission, and mails the other reviewers only', async () => {
    const docId = 'item:news:n3';
    const saved = await retitle(site.chief, docId, '漁具特展（主任自己寫）');
    site.mails.mails.length = 0;
    await submit(site.chief, docId, saved.revision);
    expect(site.mails.for('review.submit').map((mail) => mail.to)).toEqual([['editor@test.example']]);
    const own = await approve(site.chief, docId, saved.revision);
    expect(expectErrorBody(own, 409).error_description).toBe(REVIEW_TEXTS.ownSubmission);
    expect((await approve(site.editor, docId, saved.revision)).status).toBe(200);
    expect(site.mails.for('review.approve').map((mail) => mail.to)).toEqual([['chief@test.example']]);
  });

  it('keeps return and approval to reviewers with p on the path, and submission to writers with w', async () => {
    const docId = 'item:news:n4';
    const saved = await retitle(site.writer, docId, 'Harbor Night Tour (draft)');
    expectErrorBody(await submit(site.viewer, docId, saved.revision), 403);
    await submit(site.writer, docId, saved.revision);
    expectErrorBody(await returnTo(site.writer, docId, saved.revision, '自己退回'), 403);
    expectErrorBody(await approve(site.writer, docId, saved.revision), 403);
    expectErrorBody(await approve(site.viewer, docId, saved.revision), 403);
    // A p holder publishing directly decides the submission: nothing waits any more.
    const published = await site.editor.send<DocumentView>('POST', docUrl(docId, '/publish'), {
      ifMatch: saved.revision,
      body: {},
    });
    expect(published.body).toEqual(expect.objectContaining({ status: 'published', review: null }));
  });

  it('publishes an approval for later at that time, through the scheduler', async () => {
    const docId = 'item:news:n4';
    const saved = await retitle(site.writer, docId, 'Harbor Night Tour（排程）');
    await submit(site.writer, docId, saved.revision);
    const at = new Date(site.server.clock.now() + 90_000).toISOString();
    const scheduled = await approve(site.editor, docId, saved.revision, at);
    expect(scheduled.body).toEqual(
      expect.objectContaining({
        status: 'scheduled',
        review: null,
        schedule: expect.objectContaining({ publishAt: at, publishRevision: saved.revision }),
      }),
    );
    expect(await publicTitle('n4')).not.toBe('Harbor Night Tour（排程）');
    expect(site.mails.for('review.approve').at(-1)?.text).toContain('將於 ');
    site.server.clock.advanceSeconds(91);
    for (let tries = 0; tries < 200 && (await site.editor.doc(docId)).status === 'scheduled'; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await publicTitle('n4')).toBe('Harbor Night Tour（排程）');
    const rows = await auditOf(site.editor, docId);
    const approval = rows.find((row) => row.action === 'review.approve');
    expect(approval).toEqual(expect.objectContaining({ account: 'editor', revision: saved.revision }));
    expect(JSON.parse(approval?.detail ?? '{}')).toEqual({ at });
    expect(rows.at(-1)?.action).toBe('publish.scheduled');
  });

  it('runs the accessibility gate at submission and again at approval, answering 422 with findings', async () => {
    const docId = 'item:news:n5';
    const doc = await site.writer.doc(docId);
    const bad = await site.writer.save(docId, doc.revision, {
      ...(doc.draft as Data),
      content: IMAGE_WITHOUT_ALT,
    });
    const refused = await site.writer.send<{ findings: unknown[] }>('POST', docUrl(docId, '/submit'), {
      ifMatch: bad.body.revision,
      body: {},
    });
    expect(expectErrorBody(refused, 422).error_description).toBe('發布前的無障礙檢查未通過');
    expect(refused.body.findings).toEqual([expect.objectContaining({ code: 'HM1110100C' })]);
    expect((await site.writer.doc(docId)).review).toBeNull();
    const good = await site.writer.save(docId, bad.body.revision, {
      ...(doc.draft as Data),
      title: '年度報告（修正）',
    });
    expect((await submit(site.writer, docId, good.body.revision)).status).toBe(200);
    // As if the rules had tightened since the submission: the draft no longer passes them.
    await overwriteDraft(site.server, docId, { ...(doc.draft as Data), content: IMAGE_WITHOUT_ALT });
    const blocked = await site.editor.send<{ findings: unknown[] }>('POST', docUrl(docId, '/approve'), {
      ifMatch: good.body.revision,
      body: {},
    });
    expect(expectErrorBody(blocked, 422).error_description).toBe('發布前的無障礙檢查未通過');
    expect((await site.editor.doc(docId)).review?.state).toBe('submitted');
    expect(await publicTitle('n5')).toBe('年度報告');
    expect((await auditOf(site.editor, docId)).map((row) => row.action)).not.toContain('review.approve');
  });
});

describe('with review off, as before review existed', () => {
  let site: ReviewFixture;
  beforeAll(async () => {
    site = await startReviewedSite(false);
  });
  afterAll(() => site.server.close());

  it('lets a writer without p publish and unpublish directly', async () => {
    const saved = await retitle(site.writer, 'item:news:n1', '不需審核的標題');
    const published = await site.writer.send<DocumentView>('POST', docUrl('item:news:n1', '/publish'), {
      ifMatch: saved.revision,
      body: {},
    });
    expect(published.body).toEqual(expect.objectContaining({ status: 'published', review: null }));
    expect((await getJson<Data>(publicNewsUrl(site.server, 'n1'))).body.title).toBe('不需審核的標題');
    const off = await site.writer.send('POST', docUrl('item:news:n1', '/unpublish'), {
      ifMatch: published.body.revision,
      body: {},
    });
    expect(off.status).toBe(200);
  });

  it('refuses the review steps with 409: there is nothing to review', async () => {
    const doc = await site.writer.doc('item:news:n2');
    expect(expectErrorBody(await submit(site.writer, doc.docId, doc.revision), 409).error_description).toBe(
      REVIEW_OFF_TEXT,
    );
    expectErrorBody(await approve(site.editor, doc.docId, doc.revision), 409);
    expectErrorBody(await returnTo(site.editor, doc.docId, doc.revision, '退回'), 409);
    expect(site.mails.mails).toEqual([]);
  });
});

describe('review mail behind a proxy', () => {
  let site: ReviewFixture;
  beforeAll(async () => {
    site = await startReviewedSite(true, 'https://museum.example.tw');
  });
  afterAll(() => site.server.close());

  it('links to the site where staff reach it (PUBLIC_ORIGIN), not the address the request came to', async () => {
    const saved = await retitle(site.writer, 'item:news:n1', '港口節開幕（經由代理）');
    await submit(site.writer, 'item:news:n1', saved.revision);
    await returnTo(site.editor, 'item:news:n1', saved.revision, '請再確認。');
    expect(site.mails.for('review.submit')[0]?.text).toContain(
      'https://museum.example.tw/home/zh-tw/editor/reviews?doc=item%3Anews%3An1',
    );
    expect(site.mails.for('review.return')[0]?.text).toContain(
      'https://museum.example.tw/home/zh-tw/news/n1?edit=1',
    );
  });
});
