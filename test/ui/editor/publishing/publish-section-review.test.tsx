import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useSyncExternalStore } from 'react';
import { MemoryBackupStore } from '../../../../src/adapters/storage/memory-backup-store.adapter';
import { createEditSession, type EditSession } from '../../../../src/application/editing/edit-session';
import type { EditingKit } from '../../../../src/application/editing/editing-kit';
import type { Rights } from '../../../../src/domain/rights/rights';
import { PublishSection } from '../../../../src/ui/editor/publishing/publish-section';
import { REVIEW_TEXTS } from '../../../../src/shared/review-workflow';
import type { ReviewView } from '../../../../src/shared/review.types';
import type * as CountedDrawings from '../../../support/counted-drawings';
import type * as DecisionButtonsModule from '../../../../src/ui/editor/publishing/review-decision-buttons';
import type * as ReviewStateModule from '../../../../src/ui/editor/publishing/review-state';
import { axeViolations, DOC, returnedWith, reviewTwins, submittedBy } from '../support/review-twins';

jest.setTimeout(30_000);

// Each drawing of the section's state and of a reviewer's buttons, counted (they draw as they are).
const mockDraws = { state: 0, decision: 0 };
jest.mock('../../../../src/ui/editor/publishing/review-state', () =>
  jest
    .requireActual<typeof CountedDrawings>('../../../support/counted-drawings')
    .withCountedDrawings(
      jest.requireActual<typeof ReviewStateModule>('../../../../src/ui/editor/publishing/review-state'),
      'ReviewState',
      () => (mockDraws.state += 1),
    ),
);
jest.mock('../../../../src/ui/editor/publishing/review-decision-buttons', () =>
  jest
    .requireActual<typeof CountedDrawings>('../../../support/counted-drawings')
    .withCountedDrawings(
      jest.requireActual<typeof DecisionButtonsModule>(
        '../../../../src/ui/editor/publishing/review-decision-buttons',
      ),
      'ReviewDecisionButtons',
      () => (mockDraws.decision += 1),
    ),
);

const WRITER: Rights = { r: true, w: true, d: false };
const EDITOR: Rights = { r: true, w: true, d: true, p: true };

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
});
afterEach(() => jest.restoreAllMocks());

function Panel({ kit, session, rights }: { kit: EditingKit; session: EditSession; rights: Rights }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const previewRoot = useRef<HTMLDivElement>(null);
  if (snapshot.phase !== 'ready') return null;
  return (
    <main>
      <h1>編輯</h1>
      {/* As in the workspace: the panel's h2 above the section's h3. */}
      <h2>編輯此頁</h2>
      <PublishSection
        kit={kit}
        session={session}
        snapshot={snapshot}
        target={{ type: 'item', lang: 'zh-tw', path: 'news', id: 'news-001' }}
        docId={DOC}
        previewRoot={previewRoot}
        axe={() => Promise.resolve([])}
        rights={rights}
      />
      <div ref={previewRoot} />
    </main>
  );
}

let keys = 0;

async function setup(account: 'writer' | 'editor', review: ReviewView | null = null) {
  const parts = reviewTwins(account, review);
  // The session's own account: the twin's lock tells its holder from another editor by it.
  const session = createEditSession({
    docId: DOC,
    account,
    authoring: parts.authoring,
    backups: new MemoryBackupStore(),
    timers: parts.time,
    clock: parts.time,
    newKey: () => `key-${(keys += 1)}`,
    canWrite: true,
    sessionEndsAt: () => null,
  });
  await session.open();
  parts.render(<Panel kit={parts.kit} session={session} rights={account === 'writer' ? WRITER : EDITOR} />);
  await screen.findByRole('heading', { name: '發布' });
  return { ...parts, session, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: '發布' });
const reviewState = () => section().querySelector('[data-part="review-state"]');

describe('the publish section while review is required', () => {
  it('offers a writer without p 送審 instead of 發布, and then says it waits, by whom and since when', async () => {
    const { user, publishing } = await setup('writer');
    const submit = await within(section()).findByRole('button', { name: '送審' });
    for (const name of ['發布', '排程發布'])
      expect(within(section()).queryByRole('button', { name })).toBeNull();

    await user.click(submit);

    await waitFor(() => expect(reviewState()).toHaveAttribute('data-state', 'submitted'));
    expect(reviewState()).toHaveAttribute('role', 'status');
    expect(reviewState()).toHaveTextContent('已送審，等待審核（撰稿者於 2026/11/23 10:00（台灣時間）送審）');
    expect(section().querySelector('[data-part="publish-announcement"]')).toHaveTextContent(
      '已送審，等待審核',
    );
    expect(publishing.calls.map((call) => call.action)).toEqual(['submit']);
    // Submitted as it stands: nothing to submit again until it changes.
    expect(within(section()).getByRole('button', { name: '送審' })).toBeDisabled();
  });

  it('says the draft must be submitted again after a save took it out of review', async () => {
    const { session, time } = await setup('writer', submittedBy());
    await waitFor(() => expect(reviewState()).toHaveAttribute('data-state', 'submitted'));

    await act(async () => {
      session.change('title', '燈塔修復（更正）');
      await time.advance(5_000);
      await session.saveNow('button');
    });

    await waitFor(() => expect(reviewState()).toHaveAttribute('data-state', 'withdrawn'));
    expect(reviewState()).toHaveAttribute('role', 'alert');
    expect(reviewState()).toHaveTextContent('請再按「送審」重新送審');
    expect(within(section()).getByRole('button', { name: '送審' })).toBeEnabled();
  });

  it('shows a returned draft’s note prominently, as an alert, with the reviewer’s name', async () => {
    await setup('writer', returnedWith('請補上完工的日期。'));

    await waitFor(() => expect(reviewState()).toHaveAttribute('data-state', 'returned'));
    expect(reviewState()).toHaveAttribute('role', 'alert');
    expect(reviewState()).toHaveTextContent('已退回：編輯者於 2026/11/23 09:50（台灣時間）退回');
    expect(section().querySelector('[data-part="review-note"]')).toHaveTextContent('請補上完工的日期。');
    expect(await axeViolations()).toEqual([]);
  });

  it('gives a reviewer 核准並發布, which publishes the submitted draft', async () => {
    const { user, authoring } = await setup('editor', submittedBy());

    await user.click(await within(section()).findByRole('button', { name: '核准並發布' }));

    await waitFor(() =>
      expect(section().querySelector('[data-part="publish-announcement"]')).toHaveTextContent('已核准並發布'),
    );
    expect(authoring.current(DOC)).toMatchObject({ status: 'published', review: null });
    expect(reviewState()).toBeNull();
    expect(within(section()).queryByRole('button', { name: '核准並發布' })).toBeNull();
  });

  it('returns with a required note in a dialog, focus managed and axe at 0 with the dialog open', async () => {
    const { user, authoring } = await setup('editor', submittedBy());
    const open = await within(section()).findByRole('button', { name: '退回' });

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: '退回給撰稿者' });
    const note = within(dialog).getByLabelText('退回原因（必填）');
    await waitFor(() => expect(note).toHaveFocus());
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: '退回' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_TEXTS.noteRequired);
    expect(note).toHaveFocus();

    await user.type(note, '第二段的日期錯了。');
    await user.click(within(dialog).getByRole('button', { name: '退回' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(authoring.current(DOC).review).toMatchObject({ state: 'returned', note: '第二段的日期錯了。' });
    await waitFor(() => expect(screen.getByRole('heading', { name: '發布' })).toHaveFocus());
    expect(section().querySelector('[data-part="publish-announcement"]')).toHaveTextContent('已退回給撰稿者');
  });

  it('gives focus back to 退回 when the dialog is cancelled', async () => {
    const { user } = await setup('editor', submittedBy());
    const open = await within(section()).findByRole('button', { name: '退回' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: '取消' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('draws its state and a reviewer’s buttons again when they change, not for each keystroke in the form', async () => {
    const { session, user } = await setup('editor', submittedBy());
    const approve = await within(section()).findByRole('button', { name: '核准並發布' });
    const before = { ...mockDraws };

    act(() => {
      for (const title of ['燈', '燈塔', '燈塔修復', '燈塔修復完工']) session.change('title', title);
    });
    expect(screen.getByRole('heading', { name: '發布' })).toBeInTheDocument();
    expect(mockDraws).toEqual(before);

    // The dialog names the title as it stands when it opens.
    await user.click(within(section()).getByRole('button', { name: '退回' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('將「燈塔修復完工」退回給撰稿者');
    expect(mockDraws.decision).toBeGreaterThan(before.decision);
    expect(approve).toBeInTheDocument();
  });

  it('does not offer the reviewer to approve their own submission', async () => {
    await setup('editor', submittedBy('editor', '編輯者'));

    await waitFor(() => expect(reviewState()).toHaveAttribute('data-state', 'submitted'));
    expect(within(section()).queryByRole('button', { name: '核准並發布' })).toBeNull();
    expect(await within(section()).findByRole('button', { name: '發布' })).toBeInTheDocument();
  });

  it('says in words why an approval was refused when the draft changed since it was submitted', async () => {
    const { user, publishing } = await setup('editor', submittedBy());
    publishing.failNext(
      new (await import('../../../../src/domain/errors/api-errors')).ApiError({
        status: 409,
        error_description: REVIEW_TEXTS.changedSinceSubmit,
        code: 'E409',
        time: '',
      }),
    );

    await user.click(await within(section()).findByRole('button', { name: '核准並發布' }));

    expect(await within(section()).findByText(REVIEW_TEXTS.changedSinceSubmit)).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
