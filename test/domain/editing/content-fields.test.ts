import * as v from 'valibot';
import type { FileEntry } from '../../../src/shared/api-types';
import { checkDocumentData, fileEntriesIn } from '../../../src/shared/authoring.schema';
import { ORIGINAL_PAGES } from '../../ui/cms-html/fixtures/original-pages';
import {
  ALT_REQUIRED,
  DECORATIVE_WITH_ALT,
  EDITABLE_KINDS,
  fieldsFor,
  formatTags,
  formSchemaFor,
  isDuration,
  isIsoDay,
  parseTags,
  setRepresent,
} from '../../../src/domain/editing/content-fields';

const anImage = (name: string, extra: Partial<FileEntry> & { alt?: string; decorative?: boolean } = {}) => ({
  fileId: `f-${name}`,
  name,
  ext: 'jpg',
  original: `/media/${name}`,
  description: '',
  represent: false,
  alt: `${name} 的說明`,
  ...extra,
});

/** The form's messages by field path, the way the form shows them. */
function messages(moduleKey: string, data: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(formSchemaFor(moduleKey), data);
  const found: Record<string, string> = {};
  if (result.success) return found;
  for (const issue of result.issues) {
    const key = (issue.path ?? []).map((step) => String(step.key)).join('.');
    found[key] ??= issue.message;
  }
  return found;
}

describe('the field table', () => {
  const ALL = [
    'cms-normal',
    'cms-event',
    'cms-events',
    'cms-annals',
    'cms-gallery',
    'cms-video',
    'cms-download',
    'cms-people',
    'cms-object',
    'cms-digital',
    'cms-appeal',
    'cms-single',
  ];

  it('knows the eleven item kinds and the single page', () => {
    expect([...EDITABLE_KINDS].sort()).toEqual([...ALL].sort());
  });

  it.each(ALL)('starts the %s form with a required title, then the description', (kind) => {
    const [first, second] = fieldsFor(kind);
    expect(first).toMatchObject({ name: 'title', label: '標題', required: true });
    expect(second).toMatchObject({ name: 'description', label: '摘要' });
  });

  it.each(ALL)('names each field of %s once, with a Chinese label', (kind) => {
    const names = fieldsFor(kind).map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of fieldsFor(kind)) expect(field.label).toMatch(/\p{Script=Han}/u);
  });

  it('lists the kind’s own fields in the data’s own names', () => {
    expect(fieldsFor('cms-event').map((f) => f.name)).toEqual([
      'title',
      'description',
      'slug',
      'startDate',
      'endDate',
      'location',
      'organizer',
      'registrationUrl',
      'content',
      'images',
      'tags',
      'related',
      'categoryTheme',
      'categoryCake',
      'categoryService',
    ]);
    expect(fieldsFor('cms-appeal').map((f) => f.name)).toEqual(
      expect.arrayContaining([
        'issueDate',
        'decideDocumentNo',
        'decideDate',
        'appellant',
        'fact',
        'reason',
        'teching',
      ]),
    );
    expect(fieldsFor('cms-download').find((f) => f.name === 'files')?.kind).toBe('files');
  });

  it.each(ALL.filter((kind) => kind !== 'cms-single'))(
    'ends the %s form’s own fields with its related items, picked from any module of items',
    (kind) => {
      const own = fieldsFor(kind).filter((field) => field.group === undefined);
      expect(own.at(-1)).toEqual(expect.objectContaining({ name: 'related', kind: 'refs' }));
      expect(own.at(-1)).not.toHaveProperty('from');
    },
  );

  it('gives the single page no related items, since its data is a page object rather than an item', () => {
    expect(fieldsFor('cms-single').map((f) => f.kind)).not.toContain('refs');
  });

  it('links an event to people and objects, and a person to events and objects, each from its own kind of module', () => {
    const linksOf = (kind: string) =>
      fieldsFor(kind)
        .filter((f) => f.kind === 'refs' && f.from)
        .map(({ name, label, from }) => ({ name, label, from }));
    expect(linksOf('cms-events')).toEqual([
      { name: 'people', label: '相關人物', from: 'cms-people' },
      { name: 'objects', label: '相關文物', from: 'cms-object' },
    ]);
    expect(linksOf('cms-people')).toEqual([
      { name: 'events', label: '相關事件', from: 'cms-events' },
      { name: 'objects', label: '相關文物', from: 'cms-object' },
    ]);
    expect(linksOf('cms-normal')).toEqual([]);
  });

  it('gives a video one thumbnail image', () => {
    expect(fieldsFor('cms-video').find((f) => f.name === 'thumbnail')).toMatchObject({
      label: '縮圖',
      kind: 'image',
    });
  });

  it('offers title, description, content, images, files and 分類檢索 for a kind it does not know', () => {
    expect(fieldsFor('cms-future').map((f) => f.name)).toEqual([
      'title',
      'description',
      'content',
      'images',
      'files',
      'categoryTheme',
      'categoryCake',
      'categoryService',
    ]);
  });

  it('does not take an inherited property name for a kind', () => {
    expect(fieldsFor('toString').map((f) => f.name)).toEqual([
      'title',
      'description',
      'content',
      'images',
      'files',
      'categoryTheme',
      'categoryCake',
      'categoryService',
    ]);
  });
});

describe('the form schema', () => {
  const article = { id: 'a1', title: '館慶', publishDate: '2026-05-18' };

  it('accepts a well-filled article', () => {
    expect(messages('cms-normal', { ...article, images: [anImage('a.jpg')], tags: ['展覽'] })).toEqual({});
  });

  it('asks for the title in Chinese when it is empty or blank', () => {
    expect(messages('cms-normal', { ...article, title: '' }).title).toBe('請填寫標題');
    expect(messages('cms-normal', { ...article, title: '   ' }).title).toBe('請填寫標題');
  });

  it('accepts a new item that has no id yet', () => {
    expect(messages('cms-normal', { title: '館慶', publishDate: '2026-05-18' })).toEqual({});
  });

  it('keeps the server’s length limit on the title', () => {
    expect(messages('cms-normal', { ...article, title: '字'.repeat(201) }).title).toBe(
      '標題不可超過 200 個字',
    );
  });

  it('asks for a required date and refuses one that is not a calendar day', () => {
    expect(messages('cms-normal', { ...article, publishDate: '' }).publishDate).toBe('請填寫發布日期');
    expect(messages('cms-normal', { id: 'a1', title: '館慶' }).publishDate).toBe('請填寫發布日期');
    expect(messages('cms-normal', { ...article, publishDate: '2026-02-30' }).publishDate).toBe(
      '發布日期格式不正確，例如 2026-05-18',
    );
    expect(messages('cms-normal', { ...article, publishDate: '2026/05/18' }).publishDate).toMatch(
      /格式不正確/,
    );
  });

  it('lets an optional date stay empty', () => {
    expect(messages('cms-gallery', { id: 'g', title: '相簿', date: '' })).toEqual({});
  });

  it('refuses an end date before the start date', () => {
    const event = { id: 'e', title: '營隊', startDate: '2026-06-20', endDate: '2026-06-19' };
    expect(messages('cms-event', event).endDate).toBe('結束日期不可早於開始日期');
    expect(messages('cms-event', { ...event, endDate: '2026-06-20' })).toEqual({});
  });

  it('accepts only http and https addresses', () => {
    const event = { id: 'e', title: '營隊', startDate: '2026-06-20' };
    expect(messages('cms-event', { ...event, registrationUrl: 'javascript:alert(1)' }).registrationUrl).toBe(
      '報名網址必須是 http:// 或 https:// 開頭的網址',
    );
    expect(messages('cms-event', { ...event, registrationUrl: 'forms.example.tw' }).registrationUrl).toMatch(
      /網址/,
    );
    expect(
      messages('cms-event', { ...event, registrationUrl: 'https://forms.linhai-museum.example/camp' }),
    ).toEqual({});
  });

  it('asks for whole numbers in year fields and compares the two years', () => {
    const person = { id: 'p', title: '人物' };
    expect(messages('cms-people', { ...person, birthYear: 'abc' }).birthYear).toBe('出生年必須是整數');
    expect(messages('cms-people', { ...person, birthYear: 1895.5 }).birthYear).toBe('出生年必須是整數');
    expect(messages('cms-people', { ...person, birthYear: 1900, deathYear: 1890 }).deathYear).toBe(
      '逝世年不可早於出生年',
    );
    expect(messages('cms-people', { ...person, birthYear: 1895, deathYear: 1960 })).toEqual({});
  });

  it('accepts the video durations the data uses and refuses others', () => {
    expect(isDuration('PT6M42S')).toBe(true);
    expect(isDuration('12:08')).toBe(true);
    expect(isDuration('1:05:30')).toBe(true);
    expect(isDuration('12分')).toBe(false);
    const video = { id: 'v', title: '影片', videoUrl: 'https://www.youtube-nocookie.com/embed/x' };
    expect(messages('cms-video', { ...video, duration: '十二分鐘' }).duration).toBe(
      '片長格式不正確，例如 12:08',
    );
    expect(messages('cms-video', { id: 'v', title: '影片' }).videoUrl).toBe('請填寫影片嵌入網址');
  });

  it('knows a leap day', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('1900-02-29')).toBe(false);
  });
});

describe('the alt rule', () => {
  const gallery = (images: unknown[]) => ({ id: 'g', title: '相簿', images });

  it('asks for alt text on an image that is not decorative', () => {
    expect(messages('cms-gallery', gallery([anImage('a.jpg', { alt: '' })]))['images.0.alt']).toBe(
      ALT_REQUIRED,
    );
    expect(messages('cms-gallery', gallery([anImage('a.jpg', { alt: undefined })]))['images.0.alt']).toBe(
      '請填寫替代文字，或標示為裝飾性圖片',
    );
  });

  it('takes the description as the alt text, as the public pages show it (the platform’s images)', () => {
    const data = gallery([anImage('a.jpg', { alt: undefined, description: '清晨的安平港' })]);
    expect(messages('cms-gallery', data)).toEqual({});
  });

  it('lets a decorative image go without alt text', () => {
    expect(messages('cms-gallery', gallery([anImage('a.jpg', { alt: '', decorative: true })]))).toEqual({});
  });

  it('refuses alt text on a decorative image, as the server does', () => {
    const data = gallery([anImage('a.jpg', { alt: '海景', decorative: true })]);
    expect(messages('cms-gallery', data)['images.0.alt']).toBe(DECORATIVE_WITH_ALT);
    expect(checkDocumentData('item', data)).toMatchObject({ ok: false });
  });

  it('points the message at the image it is about', () => {
    const found = messages('cms-gallery', gallery([anImage('a.jpg'), anImage('b.jpg', { alt: ' ' })]));
    expect(Object.keys(found)).toEqual(['images.1.alt']);
  });

  it('refuses two representative images, as the server does', () => {
    const data = gallery([anImage('a.jpg', { represent: true }), anImage('b.jpg', { represent: true })]);
    expect(messages('cms-gallery', data).images).toBe('每份文件最多只能有一張代表圖');
  });
});

describe('links and the thumbnail', () => {
  const person = { id: 'p', title: '人物' };
  const video = { id: 'v', title: '影片', videoUrl: 'https://www.youtube-nocookie.com/embed/x' };
  const ref = { id: 'history-001', title: '港口開埠', path: 'history' };

  it('accepts well-formed links in every list and leaves extra keys of a link alone', () => {
    const data = { ...person, events: [ref], objects: [], related: [{ ...ref, note: '舊資料' }] };
    expect(messages('cms-people', data)).toEqual({});
  });

  it('names the link and the part of it that is wrong, as the server does', () => {
    const data = { ...person, events: [ref, { ...ref, title: ' ' }], related: 'history-001' };
    expect(messages('cms-people', data)).toEqual({
      'events.1.title': '請填寫連結項目的標題',
      related: '相關內容必須是清單',
    });
    expect(checkDocumentData('item', data)).toEqual({
      ok: false,
      fields: { 'data.events.1.title': '請填寫連結項目的標題', 'data.related': '相關內容必須是清單' },
    });
  });

  it('refuses a link that is not an object', () => {
    expect(
      messages('cms-normal', { id: 'a', title: '館慶', publishDate: '2026-05-18', related: ['x'] }),
    ).toEqual({ 'related.0': '連結項目必須是物件' });
  });

  it('lets a single page keep its own lists of references, which are not item links', () => {
    const page = { id: 'about', title: '本館簡介', people: [{ name: '舊格式' }], events: [1] };
    expect(messages('cms-single', page)).toEqual({});
    expect(checkDocumentData('page', page)).toEqual({ ok: true, value: page });
  });

  it('saves every page of the original platform as it came: numbered ids and files, null descriptions', () => {
    for (const [name, page] of ORIGINAL_PAGES)
      expect([name, checkDocumentData('page', page)]).toEqual([name, { ok: true, value: page }]);
    const [, withFiles] = ORIGINAL_PAGES.find(([, page]) => (page.images ?? []).length > 0)!;
    expect(fileEntriesIn(withFiles).map((file) => typeof file.fileId)).toContain('number');
    expect(
      checkDocumentData('page', {
        id: 'about',
        title: '關於',
        images: [{ ...withFiles.images![0]!, fileId: 1.5 }],
      }),
    ).toEqual({ ok: false, fields: { 'data.images.0.fileId': '檔案代碼必須是正整數' } });
  });

  it('saves a page numbered as the original platform numbers them, and no other number', () => {
    expect(checkDocumentData('page', { id: 123614, title: '關於我們' })).toMatchObject({ ok: true });
    expect(checkDocumentData('page', { id: 4.2, title: '關於我們' })).toEqual({
      ok: false,
      fields: { 'data.id': '代碼必須是正整數' },
    });
    expect(checkDocumentData('page', { id: true, title: '關於我們' })).toEqual({
      ok: false,
      fields: { 'data.id': '代碼必須是文字或正整數' },
    });
    // An item's code is part of its address: text only.
    expect(checkDocumentData('item', { id: 7, title: '館慶' })).toMatchObject({
      ok: false,
      fields: { 'data.id': '代碼必須是文字' },
    });
  });

  it('asks for alt text on the thumbnail unless it is decorative', () => {
    expect(messages('cms-video', { ...video, thumbnail: anImage('t.jpg', { alt: '' }) })).toEqual({
      'thumbnail.alt': ALT_REQUIRED,
    });
    expect(
      messages('cms-video', { ...video, thumbnail: anImage('t.jpg', { alt: '', decorative: true }) }),
    ).toEqual({});
    expect(messages('cms-video', { ...video, thumbnail: null })).toEqual({});
    expect(messages('cms-video', video)).toEqual({});
  });

  it('refuses a thumbnail that is not a file entry', () => {
    expect(checkDocumentData('item', { ...video, thumbnail: 'thumb.jpg' })).toEqual({
      ok: false,
      fields: { 'data.thumbnail': '檔案資料必須是物件' },
    });
  });

  it('counts a representative thumbnail with the other representative images', () => {
    const data = {
      ...video,
      images: [anImage('a.jpg', { represent: true })],
      thumbnail: anImage('t.jpg', { represent: true }),
    };
    expect(messages('cms-video', data).images).toBe('每份文件最多只能有一張代表圖');
    expect(messages('cms-video', { ...data, thumbnail: anImage('t.jpg') })).toEqual({});
  });
});

describe('file list helpers', () => {
  const list = [anImage('a.jpg', { represent: true }), anImage('b.jpg'), anImage('c.jpg')];

  it('makes exactly one entry the representative', () => {
    const chosen = setRepresent(list, 2);
    expect(chosen.map((f) => f.represent)).toEqual([false, false, true]);
    expect(list[0]!.represent).toBe(true);
  });

  it('splits tags on the Chinese and Latin separators and drops repeats', () => {
    expect(parseTags('展覽、教育推廣, 展覽，  \n導覽')).toEqual(['展覽', '教育推廣', '導覽']);
    expect(formatTags(['展覽', '導覽'])).toBe('展覽、導覽');
    expect(formatTags(undefined)).toBe('');
  });
});
