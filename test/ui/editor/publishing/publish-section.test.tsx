import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useSyncExternalStore } from 'react';
import type { EditSession } from '../../../../src/application/editing/edit-session';
import type { DocumentData } from '../../../../src/domain/editing/authoring.port';
import { PublishBlocked } from '../../../../src/domain/editing/publishing.port';
import { ApiError, NetworkError } from '../../../../src/domain/errors/api-errors';
import type { EditingKit } from '../../../../src/application/editing/editing-kit';
import type { AxeRunner, PreviewFinding } from '../../../../src/ui/editor/publishing/axe-check';
import { PublishSection } from '../../../../src/ui/editor/publishing/publish-section';
import { twinKit } from '../support/editing-twins';

const DOC = 'item:news:news-001';
/** The tests' "now": 2026-11-23 10:00 in Taiwan, 02:00 UTC. */
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
  categoryService: 'I00',
};

/**
 * The workspace's part: the session's snapshot handed to the section, the preview the axe runner
 * reads, and a stand-in of the content form whose controls 前往欄位 looks for by id.
 */
function Panel({ kit, session, axe }: { kit: EditingKit; session: EditSession; axe: AxeRunner }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const previewRoot = useRef<HTMLDivElement>(null);
  if (snapshot.phase !== 'ready') return null;
  return (
    <>
      <div data-part="content-form">
        <label htmlFor="form-images-0-alt">替代文字</label>
        <input id="form-images-0-alt" />
      </div>
      <PublishSection
        kit={kit}
        session={session}
        snapshot={snapshot}
        target={{ type: 'item', lang: 'zh-tw', path: 'news', id: 'news-001' }}
        docId={DOC}
        previewRoot={previewRoot}
        axe={axe}
      />
      <div ref={previewRoot} data-testid="preview">
        <main>
          <h1>{String(snapshot.data.title)}</h1>
        </main>
      </div>
    </>
  );
}

interface Setup {
  draft?: DocumentData;
  /** Published already (the twin's seed), or a draft never published. */
  published?: boolean;
  canWrite?: boolean;
  axe?: AxeRunner;
}

async function setup({ draft = DRAFT, published = false, canWrite = true, axe }: Setup = {}) {
  const parts = twinKit();
  // One clock for the schedule check and the twins: the kit's, never the device's.
  parts.time.advance(NOW - parts.time.now());
  const seeded = parts.authoring.seed(DOC, draft, 3);
  if (!published)
    parts.authoring.put({ ...seeded, status: 'draft', published: null, publishedRevision: null });
  const axeRunner = axe ?? jest.fn<ReturnType<AxeRunner>, Parameters<AxeRunner>>(() => Promise.resolve([]));
  const session = parts.kit.openSession({ docId: DOC, canWrite });
  await session.open();
  parts.render(<Panel kit={parts.kit} session={session} axe={axeRunner} />);
  await screen.findByRole('heading', { name: '發布' });
  return {
    ...parts,
    session,
    axe: axeRunner,
    user: userEvent.setup(),
  };
}

const section = () => screen.getByRole('region', { name: '發布' });
const badge = () => section().querySelector('[data-part="status-badge"]');
const announcement = () => within(section()).getByRole('status');
const problem = () => within(section()).queryByRole('alert');
const button = (name: string) => within(section()).getByRole('button', { name });
const scheduleTime = () => within(section()).getByLabelText('排程時間（台灣時間）');

/** jsdom lays nothing out and has no scrollIntoView; the section calls it to show what it names. */
let scrolled: jest.Mock;
beforeEach(() => {
  scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the publish section', () => {
  it('says 已發布 once published, and turns the badge, after axe ran on the preview', async () => {
    const { user, axe } = await setup();
    expect(badge()).toHaveTextContent('草稿');
    expect(within(section()).queryByRole('button', { name: '取消發布' })).not.toBeInTheDocument();

    await user.click(button('發布'));

    await waitFor(() => expect(announcement()).toHaveTextContent('已發布'));
    expect(badge()).toHaveAttribute('data-status', 'published');
    expect(badge()).toHaveTextContent('已發布');
    expect(axe).toHaveBeenCalledWith(screen.getByTestId('preview'));
    expect(problem()).not.toBeInTheDocument();
    // Published now, so it can be taken off the site.
    expect(button('取消發布')).toBeEnabled();
  });

  it('blocks 發布 while an image has no alt text, and says why next to the button', async () => {
    const { publishing } = await setup({ draft: { ...DRAFT, images: [image()] } });

    const blocking = within(section()).getByRole('list');
    const finding = within(blocking).getByRole('listitem');
    expect(finding).toHaveAttribute('data-code', 'HM1110100C');
    expect(finding).toHaveTextContent('圖片（燈塔）缺少替代文字；若只是裝飾，請標示為裝飾性圖片');
    expect(within(section()).getByRole('heading', { name: '必須修正（1）' })).toBeInTheDocument();

    for (const name of ['發布', '排程發布']) {
      expect(button(name)).toBeDisabled();
      expect(button(name)).toHaveAccessibleDescription('有 1 項無障礙問題必須先修正，才能發布。');
    }
    fireEvent.click(button('發布'));
    expect(publishing.calls).toEqual([]);
  });

  it('applies a finding’s own fix and says 已套用修正, which lifts the block', async () => {
    const { user, session } = await setup({ draft: { ...DRAFT, images: [image()] } });

    await user.click(button('標示為裝飾性圖片'));

    expect((session.getSnapshot().data.images as unknown[])[0]).toMatchObject({ decorative: true, alt: '' });
    expect(announcement()).toHaveTextContent('已套用修正');
    expect(within(section()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(button('發布')).toBeEnabled();
    expect(button('發布')).not.toHaveAttribute('aria-describedby');
  });

  it('moves focus to the form field a finding names with 前往欄位', async () => {
    const { user } = await setup({ draft: { ...DRAFT, images: [image()] } });

    await user.click(button('前往欄位'));

    expect(screen.getByLabelText('替代文字')).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('lists what axe found in the preview with a way to see it, until the draft changes', async () => {
    const target = document.createElement('span');
    const found: PreviewFinding = {
      code: 'axe:list',
      severity: 'blocking',
      field: 'preview',
      message: '預覽頁面：清單的結構必須正確（1 處）',
      target,
    };
    const { user, session } = await setup({ axe: () => Promise.resolve([found]) });

    await user.click(button('發布'));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      '無障礙檢查未通過，請先修正下列問題。',
    );
    const finding = within(section()).getByRole('listitem');
    expect(finding).toHaveAttribute('data-code', 'axe:list');
    await user.click(within(finding).getByRole('button', { name: '在預覽中顯示' }));
    expect(scrolled.mock.contexts).toEqual([target]);

    // axe judged the previous copy: a change makes its findings stale until the next check.
    act(() => session.change('title', '燈塔修復完成'));
    expect(within(section()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('names the Taiwan time of a scheduled publish in the live region and under the status', async () => {
    const { user } = await setup();

    fireEvent.change(scheduleTime(), { target: { value: '2026-12-01T09:00' } });
    await user.click(button('排程發布'));

    await waitFor(() =>
      expect(announcement()).toHaveTextContent('已排程於 2026/12/01 09:00（台灣時間） 發布'),
    );
    expect(badge()).toHaveAttribute('data-status', 'scheduled');
    expect(within(section()).getByText('預定發布：2026/12/01 09:00（台灣時間）')).toBeInTheDocument();
  });

  it('says why a schedule time cannot be used', async () => {
    const { user } = await setup();

    // A minute before the kit's "now" in Taiwan.
    fireEvent.change(scheduleTime(), { target: { value: '2026-11-23T09:59' } });
    await user.click(button('排程發布'));
    expect(problem()).toHaveTextContent('排程時間必須晚於現在');

    fireEvent.change(scheduleTime(), { target: { value: '' } });
    await user.click(button('排程發布'));
    expect(problem()).toHaveTextContent('請選擇日期與時間');
  });

  it('says 已取消發布 once a published page is off the site', async () => {
    const { user, dialogs } = await setup({ published: true });
    expect(badge()).toHaveAttribute('data-status', 'published');

    await user.click(button('取消發布'));

    await waitFor(() => expect(announcement()).toHaveTextContent('已取消發布'));
    expect(dialogs.shown.at(-1)).toMatchObject({ kind: 'confirm', title: '取消發布', action: '取消發布' });
    expect(badge()).toHaveTextContent('草稿');
  });

  it('names the Taiwan time of a scheduled unpublish', async () => {
    const { user } = await setup({ published: true });

    fireEvent.change(scheduleTime(), { target: { value: '2027-01-05T18:30' } });
    await user.click(button('排程下架'));

    await waitFor(() =>
      expect(announcement()).toHaveTextContent('已排程於 2027/01/05 18:30（台灣時間） 下架'),
    );
    expect(within(section()).getByText('預定下架：2027/01/05 18:30（台灣時間）')).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s words when it refuses',
      new ApiError({ status: 500, error_description: '伺服器暫時無法處理', code: 'E500', time: '' }),
      '伺服器暫時無法處理',
    ],
    ['無法連線 when no answer came back', new NetworkError('offline'), '無法連線，請稍後再試。'],
  ])('says %s, and leaves the status as it was', async (_case, error, words) => {
    const { user, publishing } = await setup();
    publishing.failNext(error);

    await user.click(button('發布'));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(words);
    expect(announcement()).toBeEmptyDOMElement();
    expect(badge()).toHaveAttribute('data-status', 'draft');
  });

  it('lists the findings of the server’s own accessibility check when it refuses', async () => {
    const { user, publishing } = await setup();
    publishing.failNext(
      new PublishBlocked([
        {
          code: 'HM1240401C',
          severity: 'blocking',
          field: 'content',
          message: '有一個連結沒有文字，請加上說明連到哪裡的文字',
        },
      ]),
    );

    await user.click(button('發布'));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      '發布前的無障礙檢查未通過，請先修正下列問題。',
    );
    expect(within(section()).getByRole('listitem')).toHaveAttribute('data-code', 'HM1240401C');
    expect(button('發布')).toBeDisabled();
  });

  it('says the newer draft was loaded when another editor saved meanwhile', async () => {
    const { user, authoring } = await setup();
    authoring.as('writer');
    await authoring.save(DOC, { ...DRAFT, title: '撰稿的版本' }, 3, 'other-key');
    authoring.as('editor');

    await user.click(button('發布'));

    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      '另一位編輯已更新，請先處理衝突：已載入最新的草稿，請確認後再發布。',
    );
  });

  it('advises 分類檢索 on a draft without one, which goes once a code is chosen', async () => {
    const { session } = await setup({ draft: { ...DRAFT, categoryService: '' } });

    const finding = await within(section()).findByRole('listitem');
    expect(finding).toHaveAttribute('data-code', 'unclassified');
    expect(finding).toHaveTextContent('尚未填寫分類檢索');
    expect(within(section()).getByRole('heading', { name: '建議修正（1）' })).toBeInTheDocument();
    expect(button('發布')).toBeEnabled();

    act(() => session.change('categoryTheme', '770'));
    expect(within(section()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('counts the module’s default as the draft’s own', async () => {
    const parts = twinKit();
    parts.authoring.seed(
      'settings:news',
      { info: { title: '消息', categoryService: '100' }, setting: {} },
      1,
    );
    parts.authoring.seed(DOC, { ...DRAFT, categoryService: '' }, 3);
    const read = jest.spyOn(parts.authoring, 'document');
    const session = parts.kit.openSession({ docId: DOC, canWrite: true });
    await session.open();
    const axe = jest.fn<ReturnType<AxeRunner>, Parameters<AxeRunner>>(() => Promise.resolve([]));
    parts.render(<Panel kit={parts.kit} session={session} axe={axe} />);
    await screen.findByRole('heading', { name: '發布' });
    await waitFor(() => expect(read).toHaveBeenCalledWith('settings:news'));
    await act(async () => {
      await read.mock.results.at(-1)?.value;
    });
    expect(within(section()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('blocks 發布 of an unclassified draft where the site requires 分類檢索, and says why', async () => {
    const parts = twinKit();
    parts.authoring.settings = { ...parts.authoring.settings, requireClassification: true };
    parts.authoring.seed(DOC, { ...DRAFT, categoryService: '' }, 3);
    const session = parts.kit.openSession({ docId: DOC, canWrite: true });
    await session.open();
    const axe = jest.fn<ReturnType<AxeRunner>, Parameters<AxeRunner>>(() => Promise.resolve([]));
    parts.render(<Panel kit={parts.kit} session={session} axe={axe} />);

    expect(await within(section()).findByRole('heading', { name: '必須修正（1）' })).toBeInTheDocument();
    expect(within(section()).getByRole('listitem')).toHaveAttribute('data-code', 'unclassified');
    expect(button('發布')).toBeDisabled();
    expect(button('發布')).toHaveAccessibleDescription('有 1 項問題必須先修正，才能發布。');
    fireEvent.click(button('發布'));
    expect(parts.publishing.calls).toEqual([]);

    act(() => session.change('categoryService', 'I00'));
    expect(button('發布')).toBeEnabled();
  });

  it('offers nothing to press to an editor who may only read', async () => {
    await setup({ published: true, canWrite: false, draft: { ...DRAFT, images: [image()] } });

    for (const name of ['發布', '取消發布', '排程發布', '排程下架']) expect(button(name)).toBeDisabled();
    expect(scheduleTime()).toBeDisabled();
    expect(within(section()).queryByRole('button', { name: '標示為裝飾性圖片' })).not.toBeInTheDocument();
  });
});
