import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createModule } from '../../../src/application/editing/create-module.use-case';
import { MODULES_ADMIN_ONLY, moduleFailureOf } from '../../../src/domain/editing/module-policy';
import { ApiError, NetworkError, RetryRequiredError } from '../../../src/domain/errors/api-errors';

function setup() {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 2, 0));
  return { authoring: new MemoryAuthoring(time) };
}

const apiError = (status: number, description: string, fields?: Record<string, string>) =>
  new ApiError({
    status,
    error_description: description,
    code: `E${status}`,
    time: '2026/11/23 10:00:00',
    ...(fields ? { fields } : {}),
  });

describe('新增單元 (create a module)', () => {
  it('creates a list module with its published settings, the kind’s list layout and the trimmed title', async () => {
    const { authoring } = setup();

    const outcome = await createModule(authoring, {
      title: '  最新消息 ',
      path: ' bulletins ',
      kind: 'normal',
    });

    expect(outcome).toEqual({
      kind: 'created',
      path: 'bulletins',
      title: '最新消息',
      moduleKind: 'normal',
      docId: 'settings:bulletins',
    });
    expect(authoring.current('settings:bulletins')).toMatchObject({
      status: 'published',
      draft: { info: { moduleKey: 'cms-normal', templateKey: 'template-001', title: '最新消息' } },
    });
  });

  it('gives a single page an empty unpublished draft', async () => {
    const { authoring } = setup();

    await createModule(authoring, { title: '關於我們', path: 'about-us', kind: 'single' });

    expect(authoring.current('page:about-us')).toMatchObject({
      status: 'draft',
      published: null,
      draft: { id: 'about-us', title: '關於我們', content: '' },
    });
  });

  it('sends nothing while the form has problems, and names each field', async () => {
    const { authoring } = setup();
    const create = jest.spyOn(authoring, 'createModule');

    expect(await createModule(authoring, { title: ' ', path: 'News!', kind: '' })).toEqual({
      kind: 'invalid',
      problems: {
        title: '請填寫單元名稱',
        path: expect.stringContaining('小寫英文字母開頭'),
        kind: '請選擇單元類型',
      },
    });
    expect(await createModule(authoring, { title: '網站導覽', path: 'sitemap', kind: 'single' })).toEqual({
      kind: 'invalid',
      problems: { path: '這個網址代稱是網站保留的路徑，請換一個' },
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('puts the server’s 409 under the path: a module already answers there', async () => {
    const { authoring } = setup();

    expect(await createModule(authoring, { title: '新聞', path: 'news', kind: 'normal' })).toEqual({
      kind: 'failed',
      message: '這個網址代稱已有單元使用，請換一個',
      problems: { path: '這個網址代稱已有單元使用，請換一個' },
    });
  });

  it('says the caller is not an administrator on a 403', async () => {
    const { authoring } = setup();
    authoring.admin = false;

    expect(await createModule(authoring, { title: '公告', path: 'notices', kind: 'normal' })).toEqual({
      kind: 'refused',
      message: '只有網站管理者可以執行這項操作。',
    });
  });

  it('hands back a dropped network in the api client’s own words', async () => {
    const { authoring } = setup();
    const offline = new NetworkError('offline');
    authoring.failNext(offline);

    expect(await createModule(authoring, { title: '公告', path: 'notices', kind: 'normal' })).toEqual({
      kind: 'failed',
      message: offline.message,
      problems: {},
    });
  });
});

describe('what a failed 新增單元 means', () => {
  it('keeps a 400’s fields under their inputs and its words as the message', () => {
    expect(
      moduleFailureOf(apiError(400, '輸入資料有誤：請選擇單元類型', { kind: '請選擇單元類型', extra: 'x' })),
    ).toEqual({
      kind: 'failed',
      message: '輸入資料有誤：請選擇單元類型',
      problems: { kind: '請選擇單元類型' },
    });
  });

  it('words a 403 or a 409 that came without words, and any other failure', () => {
    expect(moduleFailureOf(apiError(403, ''))).toEqual({ kind: 'refused', message: MODULES_ADMIN_ONLY });
    expect(moduleFailureOf(apiError(409, ''))).toEqual({
      kind: 'failed',
      message: '無法新增單元，請稍後再試。',
      problems: { path: '這個網址代稱已有單元使用，請換一個' },
    });
    const again = new RetryRequiredError('POST', '/backend/modules');
    expect(moduleFailureOf(again)).toEqual({ kind: 'failed', message: again.message, problems: {} });
    expect(moduleFailureOf(new Error('boom'))).toEqual({
      kind: 'failed',
      message: '無法新增單元，請稍後再試。',
      problems: {},
    });
  });
});
