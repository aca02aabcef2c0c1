import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryPublishing } from '../../../src/adapters/http/memory-publishing.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession } from '../../../src/application/editing/edit-session';
import { publishDocument, type PublishStep } from '../../../src/application/editing/publishing.use-case';
import type { DocumentData } from '../../../src/domain/editing/authoring.port';
import { PublishBlocked } from '../../../src/domain/editing/publishing.port';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import type { AccessibilityFinding } from '../../../src/shared/accessibility-rules';

const DOC = 'item:news:news-001';
/** "Now": 2026-11-23 10:00 in Taiwan, 02:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 2, 0);

const image = (extra: Record<string, unknown> = {}) => ({
  fileId: 'f-1',
  original: '/media/uploads/f-1/original.jpg',
  name: '燈塔',
  ext: 'jpg',
  description: '',
  represent: true,
  ...extra,
});

const DRAFT: DocumentData = {
  id: 'news-001',
  title: '燈塔修復',
  content: '<p>燈塔在九月完工。</p>',
  images: [image({ alt: '修復後的白色燈塔' })],
};

const axeFinding = (severity: 'blocking' | 'warning'): AccessibilityFinding => ({
  code: 'axe:list',
  severity,
  field: 'preview',
  message: '預覽頁面：清單的結構必須正確（1 處）',
});

async function setup({
  draft = DRAFT,
  published = false,
  preview = [] as AccessibilityFinding[],
  open = true,
} = {}) {
  const time = new ManualTime(NOW);
  const authoring = new MemoryAuthoring(time);
  const publishing = new MemoryPublishing(authoring, time);
  const dialogs = new MemoryDialogs();
  const seeded = authoring.seed(DOC, draft, 3);
  if (!published) authoring.put({ ...seeded, status: 'draft', published: null, publishedRevision: null });
  let key = 0;
  const session = createEditSession({
    docId: DOC,
    account: 'editor',
    authoring,
    backups: new MemoryBackupStore(),
    timers: time,
    clock: time,
    newKey: () => `key-${++key}`,
    canWrite: true,
  });
  if (open) await session.open();
  const steps: Array<PublishStep<AccessibilityFinding>> = [];
  const checkPreview = jest.fn(() => Promise.resolve(preview));
  const run = (action: 'publish' | 'unpublish', when?: string) =>
    publishDocument(
      { publishing, authoring, dialogs, clock: time },
      {
        action,
        ...(when === undefined ? {} : { when }),
        docId: DOC,
        session,
        checkPreview,
        onStep: (step) => steps.push(step),
      },
    );
  return { time, authoring, publishing, dialogs, session, steps, checkPreview, run };
}

describe('publishing a document', () => {
  it('publishes the saved draft now once axe passed on the preview, and the session takes the answer', async () => {
    const { run, publishing, authoring, session, steps, checkPreview } = await setup();

    const outcome = await run('publish');

    expect(outcome).toMatchObject({ kind: 'done', action: 'publish', at: null, document: { revision: 4 } });
    expect(publishing.calls).toEqual([{ action: 'publish', docId: DOC, baseRevision: 3 }]);
    expect(authoring.current(DOC)).toMatchObject({ status: 'published', publishedRevision: 4 });
    expect(session.getSnapshot().document).toMatchObject({ revision: 4, status: 'published' });
    expect(checkPreview).toHaveBeenCalledTimes(1);
    expect(steps.map((step) => step.step)).toEqual(['started', 'checking', 'checked']);
  });

  it('saves unsaved typing first, so what is published is what was typed', async () => {
    const { run, authoring, session } = await setup();
    session.change('title', '燈塔修復完成');

    expect(await run('publish')).toMatchObject({ kind: 'done' });

    expect(authoring.saves.map((save) => save.data.title)).toEqual(['燈塔修復完成']);
    expect(authoring.current(DOC).published).toMatchObject({ title: '燈塔修復完成' });
  });

  it('publishes nothing and runs no axe while the shared rules still block the draft', async () => {
    const { run, publishing, checkPreview } = await setup({ draft: { ...DRAFT, images: [image()] } });

    expect(await run('publish')).toEqual({ kind: 'blocked' });
    expect(publishing.calls).toEqual([]);
    expect(checkPreview).not.toHaveBeenCalled();
  });

  it('refuses to publish when axe finds a serious problem, handing its findings with the data it judged', async () => {
    const found = axeFinding('blocking');
    const { run, publishing, session, steps } = await setup({ preview: [found] });

    expect(await run('publish')).toEqual({ kind: 'preview-blocked' });

    expect(publishing.calls).toEqual([]);
    expect(steps.at(-1)).toEqual({
      step: 'checked',
      checked: { of: session.getSnapshot().data, preview: [found], server: [] },
    });
  });

  it('publishes over warnings of axe, which stay listed', async () => {
    const { run, steps } = await setup({ preview: [axeFinding('warning')] });

    expect(await run('publish')).toMatchObject({ kind: 'done' });
    expect(steps.at(-1)).toMatchObject({ step: 'checked', checked: { preview: [{ severity: 'warning' }] } });
  });

  it('schedules a publish at a time typed in Taiwan time', async () => {
    const { run, publishing, authoring } = await setup();

    const outcome = await run('publish', '2026-12-01T09:00');

    expect(outcome).toMatchObject({ kind: 'done', action: 'publish', at: '2026-12-01T09:00:00+08:00' });
    expect(publishing.calls).toEqual([
      { action: 'publish', docId: DOC, baseRevision: 3, at: '2026-12-01T09:00:00+08:00' },
    ]);
    expect(authoring.current(DOC).schedule.publishAt).toBe('2026-12-01T01:00:00.000Z');
  });

  it('refuses a schedule time that has passed in Taiwan, though it would still be ahead in UTC, on the injected clock', async () => {
    const { run, publishing, steps } = await setup();

    // 09:59 in Taiwan is 01:59 UTC, a minute before now; read as UTC it would be eight hours ahead.
    expect(await run('publish', '2026-11-23T09:59')).toEqual({
      kind: 'bad-time',
      reason: '排程時間必須晚於現在',
    });
    expect(await run('publish', '')).toEqual({ kind: 'bad-time', reason: '請選擇日期與時間' });
    expect(publishing.calls).toEqual([]);
    expect(steps).toEqual([]);
  });

  it('judges a schedule by the clock it is given, not the device’s', async () => {
    const { run, time } = await setup();
    time.advance(2 * 3_600_000);

    expect(await run('publish', '2026-11-23T11:00')).toMatchObject({ kind: 'bad-time' });
  });

  it('takes a published page off the site after the question, whose yes says 取消發布', async () => {
    const { run, dialogs, publishing, authoring } = await setup({ published: true });

    expect(await run('unpublish')).toMatchObject({ kind: 'done', action: 'unpublish', at: null });

    expect(dialogs.shown).toEqual([
      {
        kind: 'confirm',
        title: '取消發布',
        message: '這個頁面會立即從網站下架，訪客將無法看到。確定要取消發布嗎？',
        action: '取消發布',
      },
    ]);
    expect(publishing.calls).toEqual([{ action: 'unpublish', docId: DOC, baseRevision: 3 }]);
    expect(authoring.current(DOC)).toMatchObject({ status: 'draft', published: null });
  });

  it('keeps the page published when the editor answers 取消, and starts nothing', async () => {
    const { run, dialogs, publishing, steps } = await setup({ published: true });
    dialogs.confirmAnswer = false;

    expect(await run('unpublish')).toEqual({ kind: 'declined' });
    expect(publishing.calls).toEqual([]);
    expect(steps).toEqual([]);
  });

  it('schedules taking the page off, naming the Taiwan time in the question', async () => {
    const { run, dialogs, authoring, checkPreview } = await setup({ published: true });

    const outcome = await run('unpublish', '2027-01-05T18:30');

    expect(outcome).toMatchObject({ kind: 'done', action: 'unpublish', at: '2027-01-05T18:30:00+08:00' });
    expect(dialogs.shown.at(-1)).toMatchObject({
      message: '這個頁面會在 2027/01/05 18:30（台灣時間） 從網站下架，訪客將無法看到。確定嗎？',
      action: '排程下架',
    });
    expect(authoring.current(DOC).schedule.unpublishAt).toBe('2027-01-05T10:30:00.000Z');
    // Taking a page off needs no accessibility check.
    expect(checkPreview).not.toHaveBeenCalled();
  });

  it('answers the server’s refusal in its own words', async () => {
    const { run, publishing, authoring } = await setup();
    publishing.failNext(
      new ApiError({ status: 500, error_description: '伺服器暫時無法處理', code: 'E500', time: '' }),
    );

    expect(await run('publish')).toEqual({ kind: 'failed', description: '伺服器暫時無法處理' });
    expect(authoring.current(DOC).status).toBe('draft');
  });

  it('says no answer came back when the network dropped', async () => {
    const { run, publishing } = await setup();
    publishing.failNext(new NetworkError('offline'));

    expect(await run('publish')).toEqual({ kind: 'unreachable' });
  });

  it('hands the findings of the server’s own check when it refuses', async () => {
    const finding: AccessibilityFinding = {
      code: 'HM1240401C',
      severity: 'blocking',
      field: 'content',
      message: '有一個連結沒有文字，請加上說明連到哪裡的文字',
    };
    const { run, publishing, session, steps } = await setup();
    publishing.failNext(new PublishBlocked([finding]));

    expect(await run('publish')).toEqual({ kind: 'refused', message: '發布前的無障礙檢查未通過' });
    expect(steps.at(-1)).toEqual({
      step: 'checked',
      checked: { of: session.getSnapshot().data, preview: [], server: [finding] },
    });
  });

  it('loads the newer draft and publishes nothing when another editor saved meanwhile', async () => {
    const { run, authoring, publishing, session } = await setup();
    await authoring.as('writer').save(DOC, { ...DRAFT, title: '撰稿的版本' }, 3, 'other-key');
    authoring.as('editor');

    expect(await run('publish')).toEqual({ kind: 'moved-on' });

    expect(publishing.calls).toHaveLength(1);
    expect(authoring.current(DOC).status).toBe('changed');
    expect(session.getSnapshot().document?.revision).toBe(4);
    expect(session.getSnapshot().data.title).toBe('撰稿的版本');
  });

  it('keeps the copy it had when the newer draft cannot be loaded either', async () => {
    const { run, authoring, session } = await setup();
    await authoring.as('writer').save(DOC, { ...DRAFT, title: '撰稿的版本' }, 3, 'other-key');
    authoring.as('editor');
    const failing = jest.spyOn(authoring, 'document').mockRejectedValue(new NetworkError('offline'));

    expect(await run('publish')).toEqual({ kind: 'moved-on' });

    expect(failing).toHaveBeenCalledWith(DOC);
    expect(session.getSnapshot().document?.revision).toBe(3);
    expect(session.getSnapshot().data.title).toBe('燈塔修復');
  });

  it('publishes nothing when saving first met another editor’s revision, and leaves the conflict open', async () => {
    const { run, authoring, publishing, session } = await setup();
    await authoring.as('writer').save(DOC, { ...DRAFT, title: '撰稿的版本' }, 3, 'other-key');
    authoring.as('editor');
    session.change('title', '我的版本');

    expect(await run('publish')).toEqual({ kind: 'conflict' });
    expect(publishing.calls).toEqual([]);
    expect(session.getSnapshot().conflict).not.toBeNull();
  });

  it('publishes nothing when what was typed could not be saved first', async () => {
    const { run, authoring, publishing, session } = await setup();
    session.change('title', '打到一半');
    authoring.failNext(new NetworkError('offline'));

    expect(await run('publish')).toEqual({ kind: 'unsaved' });
    expect(publishing.calls).toEqual([]);
    expect(session.getSnapshot().data.title).toBe('打到一半');
  });

  it('does nothing before the session has its document', async () => {
    const { run, publishing, dialogs } = await setup({ open: false });

    expect(await run('unpublish')).toEqual({ kind: 'not-ready' });
    expect(dialogs.shown).toEqual([]);
    expect(publishing.calls).toEqual([]);
  });
});
