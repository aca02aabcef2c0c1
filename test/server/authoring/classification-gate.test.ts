import type { DocumentView } from '../../../src/server/authoring/document-view';
import { checkClassified } from '../../../src/server/authoring/classification.policy';
import { Refusal } from '../../../src/server/platform/refusals';
import type { Stores } from '../../../src/server/ports/stores.port';
import type { AccessibilityFinding } from '../../../src/shared/accessibility-rules';
import { CLASSIFICATION_TEXT } from '../../../src/shared/classification/classification';
import type { DocumentRef } from '../../../src/shared/document-id';
import { expectErrorBody, getJson } from '../support/http-client';
import { docUrl, staffSite } from '../support/sign-in';

type Data = Record<string, unknown> & { title: string };
const SETTINGS = '/backend/site/settings';

/** The stores the policy reads: the site's switch and the published module's `info`. */
function stores(required: boolean, info: Record<string, unknown> | undefined) {
  const asked: string[] = [];
  const value = {
    siteSettings: {
      read: () =>
        Promise.resolve({ indexEditable: true, requireReview: false, requireClassification: required }),
    },
    content: {
      module: (path: string) => {
        asked.push(path);
        return Promise.resolve(info && { path, kind: 'normal', info, setting: {} });
      },
    },
  } as unknown as Pick<Stores, 'siteSettings' | 'content'>;
  return { value, asked };
}

async function refusalOf(promise: Promise<void>): Promise<Refusal | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

describe('the 分類檢索 publish policy', () => {
  const item: DocumentRef = { type: 'item', path: 'news', id: 'n1' };

  it('refuses an unclassified item or page with 422 while the site requires it', async () => {
    const { value } = stores(true, { title: '消息' });
    for (const ref of [item, { type: 'page', path: 'about' } as const]) {
      const refusal = await refusalOf(checkClassified(value, ref, { title: '港口節' }));
      expect(refusal).toMatchObject({ kind: 'unprocessable', description: CLASSIFICATION_TEXT.refused });
      expect(refusal?.details).toEqual({
        findings: [expect.objectContaining({ code: 'unclassified', severity: 'blocking' })],
      });
    }
  });

  it('lets through a document with a code of its own or of its module’s published settings', async () => {
    expect(
      await refusalOf(checkClassified(stores(true, {}).value, item, { categoryCake: 'C21' })),
    ).toBeUndefined();
    const withDefault = stores(true, { title: '消息', categoryService: 'I00' });
    expect(await refusalOf(checkClassified(withDefault.value, item, { title: '港口節' }))).toBeUndefined();
    expect(withDefault.asked).toEqual(['news']);
  });

  it('asks nothing of an unclassified document while the setting is off, nor of documents that carry none', async () => {
    const off = stores(false, undefined);
    expect(await refusalOf(checkClassified(off.value, item, {}))).toBeUndefined();
    const on = stores(true, undefined);
    for (const ref of [
      { type: 'chrome', name: 'footer' },
      { type: 'settings', path: 'news' },
      { type: 'structure', landing: 'home' },
    ] as const)
      expect(await refusalOf(checkClassified(on.value, ref, {}))).toBeUndefined();
    expect(on.asked).toEqual([]);
  });
});

describe('發布前需填分類檢索 on the server', () => {
  const site = staffSite();
  const publicItem = (docId: string) =>
    getJson<Data>(`${site.server.baseUrl}/api/cms/activities/${docId.split(':')[2] ?? ''}`);

  async function activity(index: number, extra: Record<string, unknown>): Promise<DocumentView> {
    const list = await site.editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=activities',
    );
    const doc = await site.editor.doc(list.body.rows[index]!.docId);
    const data: Data = { ...(doc.draft as Data), title: `分類檢索 ${index}`, ...extra };
    for (const field of ['categoryTheme', 'categoryCake', 'categoryService'])
      if (!(field in extra)) delete data[field];
    const saved = await site.editor.save(doc.docId, doc.revision, data);
    expect(saved.status).toBe(200);
    return saved.body;
  }
  const publish = (doc: DocumentView) =>
    site.editor.send<{ findings?: AccessibilityFinding[] }>('POST', docUrl(doc.docId, '/publish'), {
      ifMatch: doc.revision,
      body: {},
    });

  it('publishes an unclassified item while the setting is off (the default)', async () => {
    expect((await site.admin.send<{ requireClassification: boolean }>('GET', SETTINGS)).body).toMatchObject({
      requireClassification: false,
    });
    const doc = await activity(0, {});
    expect((await publish(doc)).status).toBe(200);
    expect((await publicItem(doc.docId)).body.title).toBe('分類檢索 0');
  });

  it('refuses it in zh-TW once an administrator switches the setting on, and publishes it once classified', async () => {
    const on = await site.admin.send('PUT', SETTINGS, { body: { requireClassification: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ requireClassification: true });
    const doc = await activity(1, {});
    const refused = await publish(doc);
    expect(expectErrorBody(refused, 422).error_description).toBe(CLASSIFICATION_TEXT.refused);
    expect(refused.body.findings).toEqual([
      expect.objectContaining({ code: 'unclassified', severity: 'blocking', field: 'categoryService' }),
    ]);
    expect((await publicItem(doc.docId)).body.title).not.toBe('分類檢索 1');

    const classified = await activity(1, { categoryService: 'I00' });
    expect((await publish(classified)).status).toBe(200);
    expect((await publicItem(classified.docId)).body).toMatchObject({
      title: '分類檢索 1',
      categoryService: 'I00',
    });
    const audit = await site.admin.send<{ rows: Array<{ action: string; detail: string | null }> }>(
      'GET',
      '/backend/audit?action=settings.update',
    );
    expect(audit.body.rows.map((row) => row.detail)).toContain('發布前需填分類檢索：關閉 → 開啟');
    await site.admin.send('PUT', SETTINGS, { body: { requireClassification: false } });
  });

  it('refuses a code outside the lists on save with a zh-TW message, and a setting that is not a switch', async () => {
    const list = await site.editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=activities',
    );
    const doc = await site.editor.doc(list.body.rows[2]!.docId);
    const saved = await site.editor.save(doc.docId, doc.revision, {
      ...(doc.draft as Data),
      categoryService: 'J00',
      categoryTheme: '7',
    });
    const body = expectErrorBody(saved, 400);
    expect(body.fields).toEqual({
      'data.categoryService': CLASSIFICATION_TEXT.service,
      'data.categoryTheme': CLASSIFICATION_TEXT.theme,
    });
    const bad = await site.admin.send('PUT', SETTINGS, { body: { requireClassification: 'yes' } });
    expect(expectErrorBody(bad, 400).fields).toEqual({
      requireClassification: '發布前需填分類檢索設定必須是是或否',
    });
  });
});
