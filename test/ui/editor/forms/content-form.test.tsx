import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createUploadQueue } from '../../../../src/application/editing/upload-queue';
import type { UploadQueueFactory } from '../../../../src/application/editing/editing-kit';
import type { DocumentData, FileUploads } from '../../../../src/domain/editing/authoring.port';
import { ContentForm } from '../../../../src/ui/editor/forms/content-form';
import type * as CountedDrawings from '../../../support/counted-drawings';
import type * as ListFieldGroupModule from '../../../../src/ui/editor/forms/list-field-group';
import type { ListFieldGroupProps } from '../../../../src/ui/editor/forms/list-field-group';
import type { RenderRichText } from '../../../../src/ui/editor/forms/rich-text-slot';

// The list fields (圖片, 附件, links between items) each draw one group: counted here, drawn as is.
const mockListDrawings: string[] = [];
jest.mock('../../../../src/ui/editor/forms/list-field-group', () =>
  jest
    .requireActual<typeof CountedDrawings>('../../../support/counted-drawings')
    .withCountedDrawings(
      jest.requireActual<typeof ListFieldGroupModule>('../../../../src/ui/editor/forms/list-field-group'),
      'ListFieldGroup',
      (props: ListFieldGroupProps) => mockListDrawings.push(props.label),
    ),
);

/** Uploads are not exercised here (files-field.test.tsx does); any call fails the test. */
const noUploads: FileUploads = {
  upload: () => Promise.reject(new Error('unexpected upload in this test')),
};
const noUploadQueue: UploadQueueFactory = (announce) => createUploadQueue(noUploads, announce);

const article: DocumentData = {
  id: 'news-1',
  title: '館慶活動',
  description: '三十週年',
  publishDate: '2026-05-18',
  category: '最新消息',
  content: '<p>內容</p>',
  tags: ['館慶'],
  images: [
    {
      fileId: 'f1',
      name: 'hall.jpg',
      ext: 'jpg',
      original: '/media/hall.jpg',
      description: '',
      represent: true,
      alt: '展廳',
    },
  ],
  files: [],
  views: 12,
};

type Change = { data: DocumentData; field: string };

/** The edit session's part: it holds the data, and can replace it from outside (a restore). */
function Session({
  initial,
  changes,
  moduleKey = 'cms-normal',
  readOnly,
  errors,
  restoreTo,
  renderRichText,
}: {
  initial: DocumentData;
  changes: Change[];
  moduleKey?: string;
  readOnly?: boolean;
  errors?: Record<string, string>;
  restoreTo?: DocumentData;
  renderRichText?: RenderRichText;
}) {
  const [data, setData] = useState(initial);
  return (
    <>
      {restoreTo && (
        <button type="button" onClick={() => setData(restoreTo)}>
          還原
        </button>
      )}
      <ContentForm
        moduleKey={moduleKey}
        path="news"
        value={data}
        onChange={(next, field) => {
          changes.push({ data: next, field });
          setData(next);
        }}
        uploadQueue={noUploadQueue}
        {...(readOnly ? { readOnly } : {})}
        {...(errors ? { errors } : {})}
        {...(renderRichText ? { renderRichText } : {})}
      />
    </>
  );
}

describe('ContentForm', () => {
  it('shows the fields of the item’s kind, in order, each with its label', () => {
    render(<Session initial={{ id: 'e1', title: '營隊' }} changes={[]} moduleKey="cms-event" />);

    for (const label of [
      '標題',
      '摘要',
      '開始日期',
      '結束日期',
      '地點',
      '主辦單位',
      '報名網址',
      '內容',
      '標籤',
    ])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '圖片' })).toBeInTheDocument();
  });

  it('groups 分類檢索 under its heading: 服務分類 chosen by code and name, the typed codes checked', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    const legacy = { ...article, legacyField: { keep: true } };
    render(<Session initial={legacy} changes={changes} />);

    const group = screen.getByRole('group', { name: '分類檢索' });
    const service = within(group).getByRole('combobox', { name: '服務分類' });
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['（未選擇）', '100 生育保健', 'I00 公共資訊']));
    expect(within(service).getAllByRole('option')).toHaveLength(19);
    await user.selectOptions(service, 'A00');
    expect(changes.at(-1)).toEqual({
      data: { ...legacy, categoryService: 'A00' },
      field: 'categoryService',
    });

    const theme = within(group).getByRole('textbox', { name: '主題分類' });
    expect(theme).toHaveAccessibleDescription(expect.stringContaining('3 碼代碼，例如 770'));
    await user.type(theme, '77');
    await user.tab();
    expect(theme).toHaveAccessibleDescription(
      expect.stringContaining('主題分類代碼須為 3 個英文大寫字母或數字'),
    );
    await user.type(theme, '0');
    expect(theme).not.toHaveAttribute('aria-invalid');
    // The original platform's field it does not know survives every change.
    expect(changes.at(-1)!.data).toMatchObject({
      categoryTheme: '770',
      categoryService: 'A00',
      legacyField: { keep: true },
    });
  });

  it('folds a 網址代稱 as it is typed and shows the address it makes, and the server’s refusal beside it', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    const { rerender } = render(<Session initial={article} changes={changes} />);
    const slug = screen.getByRole('textbox', { name: /^網址代稱/ });
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining(`未填時網址是：/home/zh-tw/news/${String(article.id)}`),
    );
    await user.type(slug, 'Open House  2026');
    expect(slug).toHaveValue('open-house-2026');
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('網址將是：/home/zh-tw/news/open-house-2026'),
    );
    expect(changes.at(-1)?.data.slug).toBe('open-house-2026');
    await user.type(slug, '-');
    await user.tab();
    expect(slug).toHaveValue('open-house-2026');

    rerender(
      <Session
        initial={article}
        changes={changes}
        errors={{ 'data.slug': '網址代稱「open-house-2026」已由「開放參觀日」使用，請換一個。' }}
      />,
    );
    expect(await screen.findByText(/已由「開放參觀日」使用/)).toBeInTheDocument();
  }, 15_000);

  it('asks for the title next to it, linked by aria-describedby, when it is left empty', async () => {
    const user = userEvent.setup();
    render(<Session initial={article} changes={[]} />);

    const title = screen.getByRole('textbox', { name: /標題/ });
    await user.clear(title);
    await user.tab();

    const message = await screen.findByText('請填寫標題');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title.getAttribute('aria-describedby')).toContain(message.id);
    expect(title).toHaveAccessibleDescription('請填寫標題');
  });

  it('drops the message as soon as the title is filled again', async () => {
    const user = userEvent.setup();
    render(<Session initial={article} changes={[]} />);

    const title = screen.getByRole('textbox', { name: /標題/ });
    await user.clear(title);
    await user.tab();
    await screen.findByText('請填寫標題');
    await user.type(title, '新');

    await expect(screen.findByText('請填寫標題', undefined, { timeout: 3000 })).rejects.toThrow();
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('reports each keystroke upward with the whole data and the field that changed', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session initial={article} changes={changes} />);

    await user.type(screen.getByRole('textbox', { name: /^分類/ }), '！');

    expect(changes.at(-1)).toEqual({ data: { ...article, category: '最新消息！' }, field: 'category' });
  });

  it('does not add the empty fields it shows to the data it reports', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session initial={{ id: 'n2', title: '公告', publishDate: '2026-01-02' }} changes={changes} />);

    await user.type(screen.getByRole('textbox', { name: /標題/ }), '二');

    expect(changes.at(-1)!.data).toEqual({ id: 'n2', title: '公告二', publishDate: '2026-01-02' });
  });

  it('turns the tag line into a list of tags', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session initial={article} changes={changes} />);

    const tags = screen.getByRole('textbox', { name: /^標籤/ });
    await user.type(tags, '、導覽');

    expect(tags).toHaveValue('館慶、導覽');
    expect(changes.at(-1)).toMatchObject({ data: { tags: ['館慶', '導覽'] }, field: 'tags' });
  });

  it('stores a whole year as a number and asks for one otherwise', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    render(<Session initial={{ id: 'p1', title: '人物' }} changes={changes} moduleKey="cms-people" />);

    const born = screen.getByRole('textbox', { name: /^出生年/ });
    await user.type(born, '1895');
    expect(changes.at(-1)!.data.birthYear).toBe(1895);

    await user.type(born, '年');
    await user.tab();
    expect(await screen.findByText('出生年必須是整數')).toBeInTheDocument();
  });

  it('asks for alt text on an image once the alt field is left empty', async () => {
    const user = userEvent.setup();
    render(<Session initial={article} changes={[]} />);

    const alt = screen.getByRole('textbox', { name: /替代文字/ });
    await user.clear(alt);
    await user.tab();

    const message = await screen.findByText('請填寫替代文字，或標示為裝飾性圖片');
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt.getAttribute('aria-describedby')).toBe(message.id);

    await user.click(screen.getByRole('checkbox', { name: '裝飾性圖片' }));
    await expect(
      screen.findByText('請填寫替代文字，或標示為裝飾性圖片', undefined, { timeout: 3000 }),
    ).rejects.toThrow();
  });

  it('shows the server’s field messages next to their fields until the field is edited', async () => {
    const user = userEvent.setup();
    render(
      <Session
        initial={article}
        changes={[]}
        errors={{ 'data.category': '分類不可超過 50 個字', data: '每份文件最多只能有一張代表圖' }}
      />,
    );

    const category = screen.getByRole('textbox', { name: /^分類/ });
    expect(category).toHaveAccessibleDescription('分類不可超過 50 個字');
    expect(
      within(screen.getByRole('list', { name: '無法儲存的原因' })).getByText(/代表圖/),
    ).toBeInTheDocument();

    await user.type(category, 'x');
    expect(screen.queryByText('分類不可超過 50 個字')).not.toBeInTheDocument();
  });

  it('takes a restored copy from outside without moving focus away from the field being typed in', async () => {
    const user = userEvent.setup();
    const changes: Change[] = [];
    const restored = { ...article, description: '還原後的摘要' };
    render(<Session initial={article} changes={changes} restoreTo={restored} />);

    const category = screen.getByRole('textbox', { name: /^分類/ });
    await user.click(category);
    // A restore arrives while the editor is in the category field (a click would move focus).
    act(() => screen.getByRole('button', { name: '還原' }).click());

    expect(await screen.findByDisplayValue('還原後的摘要')).toBeInTheDocument();
    expect(category).toHaveFocus();
    expect(changes).toHaveLength(0);
  });

  it('renders the rich text through the editor’s own field when given one', () => {
    render(
      <ContentForm
        moduleKey="cms-normal"
        path="news"
        value={article}
        onChange={() => {}}
        uploadQueue={noUploadQueue}
        renderRichText={({ id, label, value, describedBy }) => (
          <div id={id} role="textbox" aria-label={label} aria-describedby={describedBy} data-html={value} />
        )}
      />,
    );

    expect(screen.getByRole('textbox', { name: '內容' })).toHaveAttribute('data-html', '<p>內容</p>');
  });

  it('draws the rich-text and list fields again when their own values change, not for a keystroke in 標題', async () => {
    const user = userEvent.setup();
    const drawn: string[] = [];
    // One function for the form's life, as the workspace's: the field is drawn when it is called.
    const renderRichText: RenderRichText = ({ id, label, value, onChange }) => {
      drawn.push(value);
      return (
        <textarea
          id={id}
          aria-label={label}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    };
    const changes: Change[] = [];
    render(<Session initial={article} changes={changes} renderRichText={renderRichText} />);
    const before = drawn.length;

    const lists = mockListDrawings.length;

    await user.type(screen.getByLabelText(/^標題/), '預告');
    expect(changes.map((change) => change.field)).toEqual(['title', 'title']);
    expect(changes.at(-1)?.data.title).toBe('館慶活動預告');
    expect(drawn).toHaveLength(before);
    // Nor the list fields, whose messages the form works out anew each time.
    expect(mockListDrawings).toHaveLength(lists);

    await user.type(screen.getByRole('textbox', { name: '內容' }), '!');
    expect(changes.at(-1)).toEqual(expect.objectContaining({ field: 'content' }));
    expect(drawn.at(-1)).toBe('<p>內容</p>!');

    // A list field is drawn again when its own value changes.
    const images = screen.getByRole('group', { name: '圖片' });
    await user.type(within(images).getByRole('textbox', { name: /替代文字/ }), '與觀眾');
    expect(changes.at(-1)).toEqual(expect.objectContaining({ field: 'images' }));
    expect(mockListDrawings.slice(lists)).toContain('圖片');
  });

  it('leaves nothing editable when read-only', () => {
    render(<Session initial={article} changes={[]} readOnly />);

    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveAttribute('readonly');
    for (const control of [...screen.getAllByRole('checkbox'), ...screen.getAllByRole('radio')])
      expect(control).toBeDisabled();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^上傳/)).not.toBeInTheDocument();
  });
});
