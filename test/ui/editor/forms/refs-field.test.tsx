import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createUploadQueue } from '../../../../src/application/editing/upload-queue';
import type { UploadQueueFactory } from '../../../../src/application/editing/editing-kit';
import type { DocumentData, FileUploads } from '../../../../src/domain/editing/authoring.port';
import type { LinkModule } from '../../../../src/domain/editing/item-refs';
import type { ItemRef } from '../../../../src/shared/api-types';
import { ContentForm } from '../../../../src/ui/editor/forms/content-form';
import { RefsField, type LinkPicker } from '../../../../src/ui/editor/forms/refs-field';
import { twinKit } from '../support/editing-twins';

/** In menu order; the news module, where the edited item lives, is not the first. */
const MODULES: LinkModule[] = [
  { path: 'people', title: '人物誌', moduleKey: 'cms-people' },
  { path: 'news', title: '新聞稿', moduleKey: 'cms-normal' },
  { path: 'collection', title: '典藏文物', moduleKey: 'cms-object' },
];

const lighthouse: ItemRef = { id: 'news-002', title: '燈塔修復完工', path: 'news' };
const harbour: ItemRef = { id: 'news-003', title: '港口老照片展', path: 'news' };
const keeper: ItemRef = { id: 'person-001', title: '燈塔看守人林阿水', path: 'people' };

/**
 * The documents list of the history twin over the authoring twin, seeded with a few items of three
 * modules: what the field searches, as the editing kit's history would on the server.
 */
function twins({ news = 3 }: { news?: number } = {}) {
  const { authoring, history } = twinKit();
  const titles = ['館慶活動', '燈塔修復完工', '港口老照片展', '夏日海洋營', '典藏新品發表'];
  for (let n = 1; n <= news; n += 1) {
    const id = `news-${String(n).padStart(3, '0')}`;
    authoring.seed(`item:news:${id}`, { id, title: titles[n - 1] ?? `新聞第 ${n} 則` }, 1, 'news');
  }
  authoring.seed('item:people:person-001', { id: 'person-001', title: '燈塔看守人林阿水' }, 1, 'people');
  authoring.seed('item:people:person-002', { id: 'person-002', title: '造船匠師陳金水' }, 1, 'people');
  authoring.seed('item:collection:object-001', { id: 'object-001', title: '燈塔透鏡' }, 1, 'collection');
  const asked: Array<{ path?: string; q?: string; offset: number }> = [];
  const picker: LinkPicker = {
    modules: () => Promise.resolve(MODULES),
    documents: (query) => {
      asked.push({
        ...(query.path ? { path: query.path } : {}),
        ...(query.q ? { q: query.q } : {}),
        offset: query.offset,
      });
      return history.documents(query);
    },
  };
  return { authoring, history, picker, asked };
}

function Harness({
  initial,
  picker,
  from,
  readOnly = false,
  seen = [],
  messages,
}: {
  initial: unknown;
  picker?: LinkPicker;
  from?: string;
  readOnly?: boolean;
  seen?: ItemRef[][];
  messages?: Record<string, string>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RefsField
      id="related"
      label="相關內容"
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
      from={from}
      self={{ path: 'news', id: 'news-001' }}
      picker={picker}
      readOnly={readOnly}
      {...(messages ? { messages } : {})}
    />
  );
}

const field = () => screen.getByRole('group', { name: '相關內容' });
const linkTitles = () =>
  within(within(field()).getByRole('list', { name: '相關內容清單' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);
const results = () => within(field()).findByRole('list', { name: '可加入相關內容的項目' });

describe('RefsField', () => {
  it('lists the links in their order, each with move and remove buttons named after the item', () => {
    render(<Harness initial={[lighthouse, keeper]} />);

    expect(linkTitles()).toEqual(['燈塔修復完工', '燈塔看守人林阿水']);
    for (const label of ['上移「燈塔修復完工」', '下移「燈塔修復完工」', '移除「燈塔看守人林阿水」'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上移「燈塔修復完工」' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: '下移「燈塔看守人林阿水」' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves a link up, keeps focus on its button and announces the new place politely', async () => {
    const user = userEvent.setup();
    const seen: ItemRef[][] = [];
    render(<Harness initial={[lighthouse, harbour, keeper]} seen={seen} />);

    await user.click(screen.getByRole('button', { name: '上移「燈塔看守人林阿水」' }));

    expect(linkTitles()).toEqual(['燈塔修復完工', '燈塔看守人林阿水', '港口老照片展']);
    expect(seen).toEqual([[lighthouse, keeper, harbour]]);
    expect(screen.getByRole('button', { name: '上移「燈塔看守人林阿水」' })).toHaveFocus();
    expect(within(field()).getByRole('status')).toHaveTextContent('已移到第 2 個，共 3 個');
  });

  it('says the first link is already first instead of moving it, and reports no change', async () => {
    const user = userEvent.setup();
    const seen: ItemRef[][] = [];
    render(<Harness initial={[lighthouse, harbour]} seen={seen} />);

    await user.click(screen.getByRole('button', { name: '上移「燈塔修復完工」' }));

    expect(seen).toEqual([]);
    expect(screen.getByRole('button', { name: '上移「燈塔修復完工」' })).toHaveFocus();
    expect(within(field()).getByRole('status')).toHaveTextContent('「燈塔修復完工」已在第一個');
  });

  it('removes a link by keyboard and puts focus on the next link’s remove button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[lighthouse, harbour, keeper]} />);

    screen.getByRole('button', { name: '移除「港口老照片展」' }).focus();
    await user.keyboard('{Enter}');

    expect(linkTitles()).toEqual(['燈塔修復完工', '燈塔看守人林阿水']);
    expect(screen.getByRole('button', { name: '移除「燈塔看守人林阿水」' })).toHaveFocus();
    expect(within(field()).getByRole('status')).toHaveTextContent('已移除「港口老照片展」，剩下 2 個');
  });

  it('finds items by title with Enter in the search box and adds one with its 加入 button', async () => {
    const user = userEvent.setup();
    const { picker, asked } = twins();
    const seen: ItemRef[][] = [];
    render(<Harness initial={[keeper]} picker={picker} seen={seen} />);

    const search = await within(field()).findByRole('searchbox', { name: '搜尋要加入的項目' });
    await user.type(search, '燈塔{Enter}');

    const found = await results();
    expect(asked).toEqual([{ path: 'news', q: '燈塔', offset: 0 }]);
    expect(within(field()).getByRole('status')).toHaveTextContent('找到 1 筆');
    await user.click(within(found).getByRole('button', { name: '加入「燈塔修復完工」' }));

    expect(seen.at(-1)).toEqual([keeper, lighthouse]);
    expect(linkTitles()).toEqual(['燈塔看守人林阿水', '燈塔修復完工']);
    expect(within(field()).getByRole('status')).toHaveTextContent('已加入「燈塔修復完工」，共 2 個');
  });

  it('keeps an added result’s button, now 已加入, so a second press says it is there and adds nothing', async () => {
    const user = userEvent.setup();
    const { picker } = twins();
    const seen: ItemRef[][] = [];
    render(<Harness initial={[]} picker={picker} seen={seen} />);

    await user.click(await within(field()).findByRole('button', { name: '搜尋' }));
    await user.click(within(await results()).getByRole('button', { name: '加入「港口老照片展」' }));
    const again = screen.getByRole('button', { name: '已加入「港口老照片展」' });
    expect(again).toHaveFocus();
    expect(again).toHaveAttribute('aria-disabled', 'true');

    await user.click(again);

    expect(seen).toHaveLength(1);
    expect(within(field()).getByRole('status')).toHaveTextContent('「港口老照片展」已在清單中');
  });

  it('lists the whole module when searched with nothing typed, but never offers the item itself', async () => {
    const user = userEvent.setup();
    const { picker } = twins();
    render(<Harness initial={[]} picker={picker} />);

    await user.type(await within(field()).findByRole('searchbox'), '{Enter}');

    const found = await results();
    expect(within(found).getAllByRole('listitem')).toHaveLength(3);
    expect(within(found).getByText('館慶活動（本項目）')).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: /館慶活動/ })).not.toBeInTheDocument();
  });

  it('marks a result that was never published', async () => {
    const user = userEvent.setup();
    const { picker, authoring } = twins();
    await authoring.create('news', { id: 'news-900', title: '尚在撰寫的新聞' });
    render(<Harness initial={[]} picker={picker} />);

    await user.type(await within(field()).findByRole('searchbox'), '撰寫{Enter}');

    const item = within(await results()).getByRole('listitem');
    expect(item).toHaveTextContent('尚未發布');
  });

  it('offers a choice of module, the item’s own first, and searches again in the module chosen', async () => {
    const user = userEvent.setup();
    const { picker, asked } = twins();
    render(<Harness initial={[]} picker={picker} />);

    const select = await within(field()).findByRole('combobox', { name: '從哪個模組加入' });
    expect(select).toHaveValue('news');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['人物誌（people）', '新聞稿（news）', '典藏文物（collection）']);
    await user.type(within(field()).getByRole('searchbox'), '燈塔{Enter}');
    await results();
    await user.selectOptions(select, 'collection');

    expect(await within(field()).findByRole('button', { name: '加入「燈塔透鏡」' })).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ path: 'collection', q: '燈塔', offset: 0 });
  });

  it('picks only from the modules of its own kind, with no choice to make when one module fits', async () => {
    const user = userEvent.setup();
    const { picker, asked } = twins();
    render(<Harness initial={[]} picker={picker} from="cms-people" />);

    const search = await within(field()).findByRole('searchbox', { name: '搜尋要加入的項目' });
    expect(within(field()).queryByRole('combobox')).not.toBeInTheDocument();
    expect(search).toHaveAccessibleDescription(/在「人物誌」中搜尋標題/);
    await user.type(search, '{Enter}');

    const found = await results();
    expect(asked).toEqual([{ path: 'people', offset: 0 }]);
    expect(
      within(found)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['加入「燈塔看守人林阿水」', '加入「造船匠師陳金水」']);
  });

  it('says so when no module of its kind exists on the site', async () => {
    const { picker } = twins();
    render(<Harness initial={[]} picker={picker} from="cms-digital" />);

    expect(await within(field()).findByText('網站上沒有可連結的模組。')).toBeInTheDocument();
    expect(within(field()).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('pages through more results than fit at once', async () => {
    const user = userEvent.setup();
    const { picker, asked } = twins({ news: 13 });
    render(<Harness initial={[]} picker={picker} />);

    await user.type(await within(field()).findByRole('searchbox'), '{Enter}');
    expect(within(await results()).getAllByRole('listitem')).toHaveLength(10);
    expect(within(field()).getByText('第 1 / 2 頁')).toBeInTheDocument();
    await user.click(within(field()).getByRole('button', { name: '下一頁' }));

    await within(field()).findByText('第 2 / 2 頁');
    expect(within(await results()).getAllByRole('listitem')).toHaveLength(3);
    expect(asked.at(-1)).toEqual({ path: 'news', offset: 10 });
    expect(within(field()).getByRole('button', { name: '下一頁' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the search failed and keeps the links as they are', async () => {
    const user = userEvent.setup();
    const picker: LinkPicker = {
      modules: () => Promise.resolve(MODULES),
      documents: () => Promise.reject(new Error('offline')),
    };
    render(<Harness initial={[keeper]} picker={picker} />);

    await user.type(await within(field()).findByRole('searchbox'), '燈塔{Enter}');

    expect(await within(field()).findByText('無法搜尋項目，請稍後再試。')).toBeInTheDocument();
    expect(linkTitles()).toEqual(['燈塔看守人林阿水']);
  });

  it('says the modules could not be loaded when the site’s modules cannot be read', async () => {
    const picker: LinkPicker = {
      modules: () => Promise.reject(new Error('offline')),
      documents: () => Promise.reject(new Error('not asked')),
    };
    render(<Harness initial={[]} picker={picker} />);

    expect(await within(field()).findByText('無法載入可連結的模組，請稍後再試。')).toBeInTheDocument();
  });

  it('shows the links with no controls when read-only', () => {
    const { picker } = twins();
    render(<Harness initial={[lighthouse, keeper]} picker={picker} readOnly />);

    expect(linkTitles()).toEqual(['燈塔修復完工', '燈塔看守人林阿水']);
    expect(within(field()).queryAllByRole('button')).toEqual([]);
    expect(within(field()).queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows the server’s message next to the link it is about and on the whole list', () => {
    render(
      <Harness
        initial={[lighthouse, { ...harbour, title: '' }]}
        messages={{ '': '相關內容必須是清單', '1.title': '請填寫連結項目的標題' }}
      />,
    );

    const items = within(field()).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('請填寫連結項目的標題');
    expect(items[0]).not.toHaveTextContent('請填寫');
    expect(field()).toHaveAccessibleDescription(/相關內容必須是清單/);
  });

  it('drops entries that are not links, and tells an empty list', () => {
    render(<Harness initial={['news-002', null]} />);

    expect(within(field()).getByText('尚未加入任何項目')).toBeInTheDocument();
  });
});

/** Uploads are not exercised here (files-field.test.tsx does); any call fails the test. */
const noUploads: FileUploads = {
  upload: () => Promise.reject(new Error('unexpected upload in this test')),
};
const noUploadQueue: UploadQueueFactory = (announce) => createUploadQueue(noUploads, announce);

function Form({
  initial,
  moduleKey,
  picker,
  changes,
}: {
  initial: DocumentData;
  moduleKey: string;
  picker?: LinkPicker;
  changes: Array<{ data: DocumentData; field: string }>;
}) {
  const [data, setData] = useState(initial);
  return (
    <ContentForm
      moduleKey={moduleKey}
      path={moduleKey === 'cms-people' ? 'people' : moduleKey === 'cms-video' ? 'videos' : 'news'}
      value={data}
      onChange={(next, field) => {
        changes.push({ data: next, field });
        setData(next);
      }}
      uploadQueue={noUploadQueue}
      {...(picker ? { links: picker } : {})}
    />
  );
}

describe('links and the thumbnail in the content form', () => {
  it('gives a person its events, objects and related items, each picking from its own kind of module', async () => {
    const { picker } = twins();
    render(
      <Form
        initial={{ id: 'person-002', title: '造船匠師陳金水' }}
        moduleKey="cms-people"
        picker={picker}
        changes={[]}
      />,
    );

    for (const name of ['相關事件', '相關文物', '相關內容'])
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    const objects = screen.getByRole('group', { name: '相關文物' });
    expect(await within(objects).findByText(/在「典藏文物」中搜尋標題/)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('group', { name: '相關事件' })).findByText('網站上沒有可連結的模組。'),
    ).toBeInTheDocument();
  });

  it('reports a link added in the form as a change of that field alone', async () => {
    const user = userEvent.setup();
    const { picker } = twins();
    const changes: Array<{ data: DocumentData; field: string }> = [];
    const article = { id: 'news-001', title: '館慶活動', publishDate: '2026-05-18', related: [keeper] };
    render(<Form initial={article} moduleKey="cms-normal" picker={picker} changes={changes} />);

    const related = screen.getByRole('group', { name: '相關內容' });
    await user.type(await within(related).findByRole('searchbox'), '港口{Enter}');
    await user.click(await within(related).findByRole('button', { name: '加入「港口老照片展」' }));
    await user.click(within(related).getByRole('button', { name: '上移「港口老照片展」' }));

    expect(changes.map((change) => change.field)).toEqual(['related', 'related']);
    expect(changes.at(-1)!.data).toEqual({ ...article, related: [harbour, keeper] });
  });

  it('shows a video’s thumbnail in the image field and asks for alt text only where none is written', () => {
    const thumbnail = {
      fileId: 'img-harbor',
      name: 'harbor.svg',
      ext: 'svg',
      original: '/media/harbor.svg',
      description: '晨光中的港口',
      represent: false,
    };
    const open = (entry: typeof thumbnail) =>
      render(
        <Form
          initial={{
            id: 'video-001',
            title: '導覽短片',
            videoUrl: 'https://www.youtube-nocookie.com/embed/x',
            thumbnail: entry,
          }}
          moduleKey="cms-video"
          changes={[]}
        />,
      );

    // The platform's description is the alt text the public page shows: nothing to ask for.
    const first = open(thumbnail);
    let group = screen.getByRole('group', { name: '縮圖' });
    expect(within(group).getByRole('group', { name: 'harbor.svg' })).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: /替代文字/ })).not.toHaveAccessibleDescription();
    expect(within(group).getByLabelText('上傳圖片')).toBeInTheDocument();
    first.unmount();

    open({ ...thumbnail, description: '' });
    group = screen.getByRole('group', { name: '縮圖' });
    expect(within(group).getByRole('textbox', { name: /替代文字/ })).toHaveAccessibleDescription(
      '請填寫替代文字，或標示為裝飾性圖片',
    );
  });
});
