import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryHistory } from '../../../src/adapters/http/memory-history.adapter';
import { MemoryPublishing } from '../../../src/adapters/http/memory-publishing.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession } from '../../../src/application/editing/edit-session';
import { publishDocument } from '../../../src/application/editing/publishing.use-case';
import {
  loadDashboard,
  openSubmission,
  reviewContext,
  reviewSubmission,
} from '../../../src/application/editing/review.use-case';
import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import type { DocumentData } from '../../../src/domain/editing/authoring.port';
import { PublishBlocked } from '../../../src/domain/editing/publishing.port';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import type { AccessibilityFinding } from '../../../src/shared/accessibility-rules';
import { REVIEW_TEXTS } from '../../../src/shared/review-workflow';

const DOC = 'item:news:news-001';
/** "Now": 2026-11-23 10:00 in Taiwan, 02:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 2, 0);

const DRAFT: DocumentData = { id: 'news-001', title: '燈塔修復', content: '<p>燈塔在九月完工。</p>' };
const blockingImage = {
  fileId: 'f-1',
  original: '/media/uploads/f-1/original.jpg',
  name: '燈塔',
  ext: 'jpg',
  description: '',
  represent: true,
};

const apiError = (status: number, description: string) =>
  new ApiError({ status, error_description: description, code: `E${status}`, time: '' });

/** A site that requires review, `writer` without p and `editor` with it, one news item at revision 3. */
async function setup({ draft = DRAFT } = {}) {
  const time = new ManualTime(NOW);
  const authoring = new MemoryAuthoring(time);
  authoring.settings = { indexEditable: false, requireReview: true, requireClassification: false };
  const publishing = new MemoryPublishing(authoring, time);
  publishing.withoutPublish.add('writer');
  const seeded = authoring.seed(DOC, draft, 3);
  authoring.put({ ...seeded, status: 'draft', published: null, publishedRevision: null });
  authoring.as('writer', '撰稿者');
  let key = 0;
  const session = createEditSession({
    docId: DOC,
    account: 'writer',
    authoring,
    backups: new MemoryBackupStore(),
    timers: time,
    clock: time,
    newKey: () => `key-${++key}`,
    canWrite: true,
  });
  await session.open();
  const checkPreview = jest.fn(() => Promise.resolve([] as AccessibilityFinding[]));
  const submit = () =>
    publishDocument(
      { publishing, authoring, dialogs: new MemoryDialogs(), clock: time },
      { action: 'submit', docId: DOC, session, checkPreview },
    );
  const review = (request: { action: 'approve' | 'return'; note?: string; when?: string }) =>
    reviewSubmission(
      { publishing, clock: time },
      { ...request, docId: DOC, document: authoring.current(DOC) },
    );
  return { time, authoring, publishing, session, checkPreview, submit, review };
}

describe('submitting a draft for review', () => {
  it('saves what is unsaved, runs axe on the preview and leaves the draft waiting, by whom and when', async () => {
    const { submit, session, authoring, publishing, checkPreview } = await setup();
    session.change('title', '燈塔修復完成');

    const outcome = await submit();

    expect(outcome).toMatchObject({ kind: 'done', action: 'submit', at: null });
    expect(authoring.saves.map((save) => save.data.title)).toEqual(['燈塔修復完成']);
    expect(checkPreview).toHaveBeenCalledTimes(1);
    expect(publishing.calls).toEqual([{ action: 'submit', docId: DOC, baseRevision: 4 }]);
    expect(session.getSnapshot().document?.review).toMatchObject({
      state: 'submitted',
      revision: 4,
      submittedBy: 'writer',
      submittedByName: '撰稿者',
      submittedAt: new Date(NOW).toISOString(),
    });
    expect(authoring.current(DOC).published).toBeNull();
  });

  it('submits nothing while the shared rules block the draft', async () => {
    const { submit, publishing } = await setup({ draft: { ...DRAFT, images: [blockingImage] } });

    expect(await submit()).toEqual({ kind: 'blocked' });
    expect(publishing.calls).toEqual([]);
  });

  it('ignores a schedule typed beside it: a submit is never at a time', async () => {
    const { publishing, authoring, session, time } = await setup();

    const outcome = await publishDocument(
      { publishing, authoring, dialogs: new MemoryDialogs(), clock: time },
      { action: 'submit', when: 'not a time', docId: DOC, session, checkPreview: () => Promise.resolve([]) },
    );

    expect(outcome).toMatchObject({ kind: 'done', action: 'submit' });
  });

  it('answers the second submit of the same revision with the server words', async () => {
    const { submit } = await setup();
    await submit();

    expect(await submit()).toEqual({ kind: 'failed', description: REVIEW_TEXTS.alreadySubmitted });
  });

  it('refuses the writer without p a publish with 403 in words, while review is required', async () => {
    const { publishing, authoring, session, time } = await setup();

    const outcome = await publishDocument(
      { publishing, authoring, dialogs: new MemoryDialogs(), clock: time },
      { action: 'publish', docId: DOC, session, checkPreview: () => Promise.resolve([]) },
    );

    expect(outcome).toEqual({ kind: 'failed', description: REVIEW_TEXTS.publishNeedsReview });
    expect(authoring.current(DOC).published).toBeNull();
  });

  it('takes the draft out of review when it is saved after submitting', async () => {
    const { submit, session, time } = await setup();
    await submit();
    session.change('title', '送審後又改');
    await time.advance(5_000);
    await session.saveNow('button');

    expect(session.getSnapshot().document?.review).toBeNull();
  });
});

describe('reviewing a submitted draft', () => {
  it('approves the submitted revision now: published, and out of review', async () => {
    const { submit, review, authoring } = await setup();
    await submit();
    authoring.as('editor', '編輯者');

    const outcome = await review({ action: 'approve' });

    expect(outcome).toMatchObject({ kind: 'done', action: 'approve', at: null });
    expect(authoring.current(DOC)).toMatchObject({ status: 'published', review: null });
    expect(authoring.current(DOC).published).toMatchObject({ title: '燈塔修復' });
  });

  it('approves at a Taiwan time as a schedule', async () => {
    const { submit, review, authoring, publishing } = await setup();
    await submit();
    authoring.as('editor');

    const outcome = await review({ action: 'approve', when: '2026-12-01T09:00' });

    expect(outcome).toMatchObject({ kind: 'done', at: '2026-12-01T09:00:00+08:00' });
    expect(publishing.calls.at(-1)).toMatchObject({ action: 'approve', at: '2026-12-01T09:00:00+08:00' });
    expect(authoring.current(DOC)).toMatchObject({ status: 'scheduled' });
  });

  it('asks nothing for a time in the past', async () => {
    const { submit, review, publishing, authoring } = await setup();
    await submit();
    authoring.as('editor');

    expect(await review({ action: 'approve', when: '2026-11-01T09:00' })).toMatchObject({ kind: 'bad-time' });
    expect(publishing.calls.map((call) => call.action)).toEqual(['submit']);
  });

  it('returns with the note trimmed, which the writer then reads with the reviewer’s name', async () => {
    const { submit, review, authoring } = await setup();
    await submit();
    authoring.as('editor', '編輯者');

    const outcome = await review({ action: 'return', note: '  請補上完工日期。 ' });

    expect(outcome).toMatchObject({ kind: 'done', action: 'return' });
    expect(authoring.current(DOC).review).toMatchObject({
      state: 'returned',
      note: '請補上完工日期。',
      reviewedBy: 'editor',
      reviewedByName: '編輯者',
      submittedBy: 'writer',
      submittedByName: '撰稿者',
    });
  });

  it('asks nothing for a return without a note', async () => {
    const { submit, review, publishing, authoring } = await setup();
    await submit();
    authoring.as('editor');

    expect(await review({ action: 'return', note: '   ' })).toEqual({
      kind: 'note-required',
      reason: REVIEW_TEXTS.noteRequired,
    });
    expect(await review({ action: 'return' })).toMatchObject({ kind: 'note-required' });
    expect(publishing.calls.map((call) => call.action)).toEqual(['submit']);
  });

  it('refuses to approve a draft saved after it was submitted, in the server’s words', async () => {
    const { submit, review, session, authoring, time } = await setup();
    await submit();
    session.change('title', '偷改');
    await time.advance(5_000);
    await session.saveNow('button');
    authoring.as('editor');

    expect(await review({ action: 'approve' })).toEqual({
      kind: 'failed',
      description: REVIEW_TEXTS.changedSinceSubmit,
    });
    expect(authoring.current(DOC).published).toBeNull();
  });

  it('refuses the writer approving its own submission (four eyes)', async () => {
    const { submit, review, publishing } = await setup();
    publishing.withoutPublish.clear();
    await submit();

    expect(await review({ action: 'approve' })).toEqual({
      kind: 'failed',
      description: REVIEW_TEXTS.ownSubmission,
    });
  });

  it('refuses an account without p to return or approve', async () => {
    const { submit, review } = await setup();
    await submit();

    expect(await review({ action: 'return', note: '不行' })).toMatchObject({ kind: 'failed' });
    expect(await review({ action: 'approve' })).toMatchObject({ kind: 'failed' });
  });

  it('does not approve while the reviewer has typing not yet saved in the editor', async () => {
    const { submit, authoring, publishing, session, time } = await setup();
    await submit();
    session.change('title', '審核者打了字');

    const outcome = await reviewSubmission(
      { publishing, clock: time },
      { action: 'approve', docId: DOC, document: authoring.current(DOC), session },
    );

    expect(outcome).toEqual({ kind: 'unsaved-changes' });
  });

  it('approves from the editor after axe on the preview, and the session takes the answer', async () => {
    const { submit, authoring, publishing, session, time } = await setup();
    await submit();
    authoring.as('editor');
    const steps: string[] = [];

    const outcome = await reviewSubmission(
      { publishing, clock: time },
      {
        action: 'approve',
        docId: DOC,
        document: authoring.current(DOC),
        session,
        checkPreview: () => Promise.resolve([]),
        onStep: (step) => steps.push(step.step),
      },
    );

    expect(outcome).toMatchObject({ kind: 'done' });
    expect(steps).toEqual(['started', 'checking', 'checked']);
    expect(session.getSnapshot().document).toMatchObject({ status: 'published', review: null });
  });

  it('approves nothing when axe finds a blocking problem in the preview', async () => {
    const { submit, authoring, publishing, time } = await setup();
    await submit();
    authoring.as('editor');
    const blocking: AccessibilityFinding = {
      code: 'axe:x',
      severity: 'blocking',
      field: 'preview',
      message: '',
    };

    const outcome = await reviewSubmission(
      { publishing, clock: time },
      {
        action: 'approve',
        docId: DOC,
        document: authoring.current(DOC),
        checkPreview: () => Promise.resolve([blocking]),
      },
    );

    expect(outcome).toEqual({ kind: 'preview-blocked' });
  });

  it('approves nothing while the shared rules block the submitted draft', async () => {
    const { authoring, publishing, time } = await setup({ draft: { ...DRAFT, images: [blockingImage] } });
    authoring.as('editor');

    const outcome = await reviewSubmission(
      { publishing, clock: time },
      { action: 'approve', docId: DOC, document: authoring.current(DOC) },
    );

    expect(outcome).toEqual({ kind: 'blocked' });
    expect(publishing.calls).toEqual([]);
  });

  it('words the server’s refusals: 412, 422 with findings, other errors and no answer', async () => {
    const { submit, review, publishing, authoring } = await setup();
    await submit();
    authoring.as('editor');
    const finding: AccessibilityFinding = {
      code: 'x',
      severity: 'blocking',
      field: 'title',
      message: '缺少',
    };
    const conflict = new (await import('../../../src/domain/editing/authoring.port')).SaveConflict(
      { revision: 9, data: {}, updatedBy: 'x', updatedAt: '' },
      'moved',
    );

    publishing.failNext(conflict);
    expect(await review({ action: 'approve' })).toEqual({ kind: 'moved-on' });
    publishing.failNext(new PublishBlocked([finding], '發布前的無障礙檢查未通過'));
    expect(await review({ action: 'approve' })).toEqual({
      kind: 'refused',
      message: '發布前的無障礙檢查未通過',
    });
    publishing.failNext(new NetworkError('offline'));
    expect(await review({ action: 'return', note: '改' })).toEqual({ kind: 'unreachable' });
  });
});

describe('what the editor offers and what waits', () => {
  it('offers 送審 to a writer without p while review is required, and 發布 otherwise', async () => {
    const { authoring } = await setup();

    expect(await reviewContext(authoring, { r: true, w: true, d: false })).toEqual({
      requireReview: true,
      mode: 'submit',
      reviewer: false,
    });
    expect(await reviewContext(authoring, { r: true, w: true, d: true, p: true })).toEqual({
      requireReview: true,
      mode: 'publish',
      reviewer: true,
    });
    authoring.settings = { indexEditable: false, requireReview: false, requireClassification: false };
    expect(await reviewContext(authoring, { r: true, w: true, d: false })).toMatchObject({ mode: 'publish' });
  });

  it('counts settings it cannot read as no review: the server still enforces it', async () => {
    const { authoring } = await setup();
    authoring.failNext(new NetworkError('offline'));

    expect(await reviewContext(authoring, { r: true, w: true, d: false })).toMatchObject({
      requireReview: false,
      mode: 'publish',
    });
  });

  it('loads the dashboard, or says why not', async () => {
    const { publishing } = await setup();

    expect(await loadDashboard(publishing)).toEqual({ kind: 'ready', summary: publishing.summary });
    publishing.failNext(apiError(403, '沒有權限'));
    expect(await loadDashboard(publishing)).toEqual({ kind: 'failed', description: '沒有權限' });
    publishing.failNext(new NetworkError('offline'));
    expect(await loadDashboard(publishing)).toEqual({ kind: 'unreachable' });
  });

  it('opens a submission, saying whether it waits as it stands', async () => {
    const { submit, authoring, time } = await setup();
    const ports = { authoring, history: new MemoryHistory(time, authoring) };

    expect(await openSubmission(ports, DOC)).toMatchObject({ kind: 'ready', waiting: false });
    await submit();
    expect(await openSubmission(ports, DOC)).toMatchObject({
      kind: 'ready',
      waiting: true,
      base: { kind: 'none' },
      baseData: null,
    });
    authoring.failNext(apiError(404, '找不到文件'));
    expect(await openSubmission(ports, DOC)).toEqual({ kind: 'failed', description: '找不到文件' });
    authoring.failNext(new NetworkError('offline'));
    expect(await openSubmission(ports, DOC)).toEqual({ kind: 'unreachable' });
  });

  it('compares a resubmission with the revision returned, not the published copy', async () => {
    const { submit, review, session, authoring, time } = await setup();
    const ports = { authoring, history: new MemoryHistory(time, authoring) };
    session.change('title', '燈塔修復（初稿）');
    await submit();
    const returnedAt = authoring.current(DOC).revision;
    authoring.as('editor', '編輯者');
    expect(await review({ action: 'return', note: '請補上日期。' })).toMatchObject({ kind: 'done' });
    // The history twin keeps the revisions it has seen; the server keeps every one.
    await ports.history.revisions(DOC);
    authoring.as('writer', '撰稿者');
    session.change('title', '燈塔 12 月 1 日修復完成');
    await submit();

    const opened = await openSubmission(ports, DOC);
    expect(opened).toMatchObject({
      kind: 'ready',
      waiting: true,
      base: { kind: 'returned', revision: returnedAt },
    });
    if (opened.kind !== 'ready') throw new Error('not opened');
    expect(opened.baseData?.title).toBe('燈塔修復（初稿）');
    expect(opened.document.draft.title).toBe('燈塔 12 月 1 日修復完成');
  });
});
