import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { DocumentData } from '../../../../src/domain/editing/authoring.port';
import { SettingsForm } from '../../../../src/ui/editor/settings/settings-form';

const news: DocumentData = {
  info: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息' },
  setting: {
    showDate: true,
    showViews: false,
    showShare: true,
    showPrint: true,
    showTags: true,
    showRelated: true,
  },
};

type Change = { data: DocumentData; field: string };

function Session({ changes, readOnly }: { changes: Change[]; readOnly?: boolean }) {
  const [data, setData] = useState(news);
  return (
    <SettingsForm
      value={data}
      readOnly={readOnly}
      onChange={(next, field) => {
        changes.push({ data: next, field });
        setData(next);
      }}
    />
  );
}

describe('the page settings form', () => {
  it('offers the twelve frames as pictures of the real frames, described in zh-TW', () => {
    render(<Session changes={[]} />);
    const frames = screen.getByRole('group', { name: '頁面外框' });
    expect(within(frames).getAllByRole('radio')).toHaveLength(12);
    expect(within(frames).getByRole('radio', { name: /template-002/ })).toBeChecked();
    const picture = within(frames).getByAltText('極簡：大標題區，選單是一行安靜的連結，單欄，無側欄');
    expect(picture).toHaveAttribute('src', '/layout-thumbnails/template-015.webp');
  });

  it('reports a chosen frame at once, keeping the title and the other settings', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.click(screen.getByRole('radio', { name: /template-012/ }));
    expect(changes).toEqual([
      {
        field: 'info',
        data: { ...news, info: { moduleKey: 'cms-normal', templateKey: 'template-012', title: '最新消息' } },
      },
    ]);
  });

  it('chooses the list layout from the list layouts only, and shows the detail layout that follows', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    const lists = screen.getByRole('group', { name: '列表版面' });
    const names = within(lists)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(names).toContain('cms-event');
    expect(names).not.toContain('cms-single');
    expect(names).not.toContain('cms-mailbox');
    expect(screen.getByRole('figure')).toHaveTextContent('cms-detail-normal');

    await user.click(within(lists).getByRole('radio', { name: /cms-event$/ }));
    expect((changes.at(-1)!.data.info as { moduleKey: string }).moduleKey).toBe('cms-event');
    expect(screen.getByRole('figure')).toHaveTextContent('cms-detail-event');
  });

  it('moves the choice with the arrow keys, as a native radio group does', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.click(screen.getByRole('radio', { name: /template-002/ }));
    await user.keyboard('{ArrowRight}');
    expect((changes.at(-1)!.data.info as { templateKey: string }).templateKey).toBe('template-003');
  });

  it('changes the title and the display switches', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    await user.type(screen.getByLabelText('頁面標題'), '與公告');
    await user.click(screen.getByRole('checkbox', { name: '顯示瀏覽次數' }));
    expect(changes.at(-1)!.data).toEqual({
      info: { moduleKey: 'cms-normal', templateKey: 'template-002', title: '最新消息與公告' },
      setting: { ...(news.setting as object), showViews: true },
    });
  });

  it('sets the module’s 分類檢索 defaults, and drops one that is emptied', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session changes={changes} />);
    const group = screen.getByRole('group', { name: '分類檢索（單元預設）' });
    await user.selectOptions(within(group).getByRole('combobox', { name: '服務分類' }), '100');
    await user.type(within(group).getByRole('textbox', { name: '施政分類' }), 'C2');
    expect(changes.at(-1)!.data).toEqual({
      ...news,
      info: { ...(news.info as object), categoryService: '100', categoryCake: 'C2' },
    });
    await user.clear(within(group).getByRole('textbox', { name: '施政分類' }));
    expect(changes.at(-1)!.data).toEqual({
      ...news,
      info: { ...(news.info as object), categoryService: '100' },
    });
  });

  it('shows the server’s message beside a default it refused', () => {
    render(
      <SettingsForm
        value={{ ...news, info: { ...(news.info as object), categoryTheme: '7' } }}
        onChange={() => undefined}
        errors={{ 'data.info.categoryTheme': '主題分類代碼須為 3 個英文大寫字母或數字，例如 770' }}
      />,
    );
    const theme = screen.getByRole('textbox', { name: '主題分類' });
    expect(theme).toHaveAttribute('aria-invalid', 'true');
    expect(theme).toHaveAccessibleDescription(
      expect.stringContaining('主題分類代碼須為 3 個英文大寫字母或數字'),
    );
  });

  it('lets a reader look at the choices without changing them', () => {
    render(<Session changes={[]} readOnly />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('combobox', { name: '服務分類' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: '主題分類' })).toHaveAttribute('readonly');
  });
});
