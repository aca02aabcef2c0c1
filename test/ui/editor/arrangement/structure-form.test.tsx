import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DocumentData } from '../../../../src/domain/editing/authoring.port';
import type { IndexSection } from '../../../../src/shared/api-types';
import { StructureForm } from '../../../../src/ui/editor/arrangement/structure-form';

const home: DocumentData = {
  templateKey: 'template-001',
  index: [
    { layout: 'index-banner', title: '焦點輪播' },
    { layout: 'index-menu-01', title: '快速連結' },
    { layout: 'index-article-01', title: '最新消息', path: 'news', limit: 6 },
    { layout: 'index-article-02', title: '近期活動', path: 'activities', limit: 4 },
    { layout: 'index-portfolio-01', title: '典藏精選', path: 'collection', limit: 8 },
    { layout: 'index-timeline-01', title: '館務大事紀', path: 'annals', limit: 6 },
    { layout: 'index-video-01', title: '影音專區', path: 'videos', limit: 4 },
    { layout: 'index-contact', title: '聯絡我們' },
  ],
};

type Change = { data: DocumentData; field: string };

/** The edit session's part: it holds the working copy the form reports into. */
function Session({ changes, editable = true }: { changes: Change[]; editable?: boolean | null }) {
  const [data, setData] = useState(home);
  return (
    <StructureForm
      value={data}
      editable={editable}
      sources={[
        { path: 'news', title: '最新消息' },
        { path: 'gallery', title: '活動相簿' },
      ]}
      onChange={(next, field) => {
        changes.push({ data: next, field });
        setData(next);
      }}
    />
  );
}

const titles = (data: DocumentData) => (data.index as IndexSection[]).map((section) => section.title);
/** The form's own polite live region (dnd-kit keeps a second one for dragging). */
const announcement = () => document.querySelector('[data-part="arrangement-announcement"]');
const rows = () => screen.getAllByRole('listitem').filter((item) => item.dataset.part === 'section-row');

describe('the arrangement form', () => {
  it('moves a section up by its named button, announces the place, and keeps the focus on it', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);

    await user.click(screen.getByRole('button', { name: '上移：典藏精選' }));
    await user.click(screen.getByRole('button', { name: '上移：典藏精選' }));

    expect(titles(changes.at(-1)!.data).slice(2, 5)).toEqual(['典藏精選', '最新消息', '近期活動']);
    expect(changes.at(-1)!.field).toBe('index');
    expect(announcement()).toHaveTextContent('「典藏精選」已移到第 3 個，共 8 個');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移：典藏精選' }));
    expect(within(rows()[2]!).getByText('典藏精選')).toBeInTheDocument();
  });

  it('moves the focus to the other arrow when a section reaches the top', async () => {
    const user = userEvent.setup();
    render(<Session changes={[]} />);
    await user.click(screen.getByRole('button', { name: '上移：快速連結' }));
    expect(screen.getByRole('button', { name: '上移：快速連結' })).toBeDisabled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '下移：快速連結' }));
    expect(announcement()).toHaveTextContent('已移到第 1 個，共 8 個');
  });

  it('moves a section down, and to a chosen place through 移到…', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.click(screen.getByRole('button', { name: '下移：焦點輪播' }));
    expect(titles(changes.at(-1)!.data).slice(0, 2)).toEqual(['快速連結', '焦點輪播']);

    await user.click(screen.getByRole('button', { name: '移到…：聯絡我們' }));
    const choice = screen.getByLabelText('「聯絡我們」移到第幾個');
    expect(document.activeElement).toBe(choice);
    await user.selectOptions(choice, '第 1 個');
    await user.click(screen.getByRole('button', { name: '移動' }));
    expect(titles(changes.at(-1)!.data)[0]).toBe('聯絡我們');
    expect(announcement()).toHaveTextContent('「聯絡我們」已移到第 1 個，共 8 個');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '移到…：聯絡我們' }));
  });

  it('asks before removing a section, and keeps it when the question is cancelled', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.click(screen.getByRole('button', { name: '移除：影音專區' }));
    expect(changes).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '確定移除' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(changes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '移除：影音專區' }));
    await user.click(screen.getByRole('button', { name: '確定移除' }));
    expect(titles(changes.at(-1)!.data)).not.toContain('影音專區');
    expect(rows()).toHaveLength(7);
    expect(announcement()).toHaveTextContent('已移除「影音專區」，剩 7 個');
  });

  it('adds a section of the chosen layout at the end', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.selectOptions(screen.getByLabelText('新區塊的版面'), '最新訴願決定表格：文號、案由、決定日期');
    await user.click(screen.getByRole('button', { name: '新增區塊' }));
    const added = (changes.at(-1)!.data.index as IndexSection[]).at(-1);
    expect(added).toEqual({ layout: 'index-appeal', title: '訴願決定' });
    expect(rows()).toHaveLength(9);
  });

  it('adds a contact block titled 聯絡我們 whose invitation is its own to write', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.selectOptions(
      screen.getByLabelText('新區塊的版面'),
      '聯絡資訊：地址、電話、傳真、電子郵件與開放時間',
    );
    await user.click(screen.getByRole('button', { name: '新增區塊' }));
    expect((changes.at(-1)!.data.index as IndexSection[]).at(-1)).toEqual({
      layout: 'index-contact',
      title: '聯絡我們',
    });
    const subtitles = screen.getAllByLabelText('邀請標題（選填）');
    await user.type(subtitles.at(-1)!, '歡迎洽詢');
    const texts = screen.getAllByLabelText('邀請說明（選填）');
    await user.type(texts.at(-1)!, '請於上班時間來電。');
    expect((changes.at(-1)!.data.index as IndexSection[]).at(-1)).toEqual({
      layout: 'index-contact',
      title: '聯絡我們',
      subtitle: '歡迎洽詢',
      text: '請於上班時間來電。',
    });
  });

  it('switches a section among the variants of its own family, shown as pictures, and sets its list and rows', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.click(screen.getByRole('button', { name: '設定：最新消息' }));
    const gallery = screen.getByRole('group', { name: '版面樣式：最新消息' });
    const variants = within(gallery).getAllByRole('radio');
    expect(variants).toHaveLength(8);
    expect(within(gallery).getByAltText('兩欄圖片卡片，附簡短摘要')).toHaveAttribute(
      'src',
      '/layout-thumbnails/index-article-03.webp',
    );
    await user.click(within(gallery).getByRole('radio', { name: /index-article-03/ }));
    await user.selectOptions(screen.getByLabelText('資料來源'), 'gallery');
    await user.clear(screen.getByLabelText('顯示筆數'));
    await user.type(screen.getByLabelText('顯示筆數'), '3');
    const section = (changes.at(-1)!.data.index as IndexSection[])[2];
    expect(section).toEqual({ layout: 'index-article-03', title: '最新消息', path: 'gallery', limit: 3 });
  });

  it('shows no arrangement controls, only the reason, while the site does not allow arranging', () => {
    render(<Session changes={[]} editable={false} />);
    expect(screen.getByRole('heading', { name: '首頁編排目前未開放' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /上移|下移|移到|移除|新增區塊|拖曳/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('waits for the site setting before drawing any control', () => {
    render(<Session changes={[]} editable={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('正在確認首頁編排是否開放');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names every drag handle and gives it the zh-TW instructions of the keyboard sensor', () => {
    render(<Session changes={[]} />);
    const handle = screen.getByRole('button', { name: '拖曳：最新消息' });
    const describedBy = handle.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('用上下方向鍵移動');
  });
});
