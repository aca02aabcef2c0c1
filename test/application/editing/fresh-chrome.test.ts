import { MemoryUploadLibrary } from '../../../src/adapters/http/memory-upload-library.adapter';
import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { ApiContent } from '../../../src/adapters/http/api-content.adapter';
import { MemoryAuthoring } from '../../../src/adapters/http/memory-authoring.adapter';
import { MemoryHistory } from '../../../src/adapters/http/memory-history.adapter';
import { MemoryPublishing } from '../../../src/adapters/http/memory-publishing.adapter';
import { MemoryRights } from '../../../src/adapters/http/memory-rights.adapter';
import { MemoryUploads } from '../../../src/adapters/http/memory-uploads.adapter';
import { MemoryBackupStore } from '../../../src/adapters/storage/memory-backup-store.adapter';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { createEditSession } from '../../../src/application/editing/edit-session';
import { editingKitOver } from '../../../src/application/editing/editing-kit';
import { changedTheSite, chromeAsItIsNow } from '../../../src/application/editing/fresh-chrome';
import { readsFresh } from '../../../src/domain/http/fresh-reads';
import type { EditableDocument } from '../../../src/domain/editing/authoring.port';
import { createSiteChromeStore, type SiteChromeStore } from '../../../src/stores/site-chrome.store';
import { aClient } from '../support/client-harness';

const DOC = 'chrome:menu';
const OLD_MENU = [{ id: 'news', title: '最新消息', path: 'news', children: [] }];
const NEW_MENU = [...OLD_MENU, { id: 'about', title: '關於我們', path: 'about', children: [] }];

/** The editor's client as the browser wires it: the api client over the fake HTTP port, the chrome store over it. */
function signedInEditor() {
  const client = aClient({ token: 'staff-token' });
  client.http
    .on('GET', '/api/site/menu', { status: 200, body: OLD_MENU }, { status: 200, body: NEW_MENU })
    .on('GET', /^\/api\/site\/(header|footer|banner|bannerMobile|metadata)$/, { status: 200, body: {} });
  const chrome = createSiteChromeStore(new ApiContent(client.api));
  return { ...client, chrome, kit: kitOver(chrome) };
}

/** The editing kit over twins, with `chrome` as the site chrome its screens draw. */
function kitOver(chrome: SiteChromeStore) {
  const time = new ManualTime(Date.UTC(2026, 10, 28, 2, 0));
  const authoring = new MemoryAuthoring(time);
  authoring.seed(DOC, { items: NEW_MENU });
  const kit = editingKitOver({
    authoring,
    history: new MemoryHistory(time, authoring),
    publishing: new MemoryPublishing(authoring, time),
    rights: new MemoryRights(),
    uploads: new MemoryUploads(),
    library: new MemoryUploadLibrary(),
    dialogs: new MemoryDialogs(),
    clock: time,
    chrome,
    openSession: ({ docId, canWrite }) =>
      createEditSession({
        docId,
        account: 'editor',
        authoring,
        backups: new MemoryBackupStore(),
        timers: time,
        clock: time,
        newKey: () => 'key',
        canWrite,
      }),
  });
  return kit;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the editor sees their own publish at once', () => {
  it('reads the chrome as a staff screen opens, and again, fresh, after the editor’s publish', async () => {
    const { http, chrome, kit } = signedInEditor();
    await settled();
    expect(chrome.getState().menu).toEqual(OLD_MENU);

    const session = kit.openSession({ docId: DOC, canWrite: true });
    await session.open();
    const outcome = await kit.publish({
      action: 'publish',
      docId: DOC,
      session,
      checkPreview: async () => [],
    });
    expect(outcome.kind).toBe('done');
    // The header's menu and the home page's data sources (both read the store) show it now.
    expect(chrome.getState().menu).toEqual(NEW_MENU);

    const reads = http.requestsTo('GET', '/api/site/menu');
    expect(reads).toHaveLength(2);
    // Past the browser's cache both times, with the token that makes the server answer no-store.
    for (const read of reads) expect([read.fresh, read.headers.access_token]).toEqual([true, 'staff-token']);
  });

  it('reads nothing again as a staff screen opens on a page its person loaded signed in', async () => {
    const client = aClient({ token: 'staff-token' });
    client.http.on('GET', /^\/api\/site\/(header|menu|footer|banner|bannerMobile|metadata)$/, {
      status: 200,
      body: {},
    });
    // The start-up's own read, with the token: past every cache, as fresh as the screen's would be.
    const chrome = createSiteChromeStore(new ApiContent(client.api), undefined, () => true);
    await chrome.load();
    kitOver(chrome);
    await settled();
    expect(client.http.requestsTo('GET', '/api/site/menu')).toHaveLength(1);
  });

  it('reads the chrome again as a staff screen opens when the start-up’s read failed', async () => {
    const client = aClient({ token: 'staff-token' });
    client.http
      .on('GET', '/api/site/menu', { status: 503, body: {} }, { status: 200, body: OLD_MENU })
      .on('GET', /^\/api\/site\/(header|footer|banner|bannerMobile|metadata)$/, { status: 200, body: {} });
    const chrome = createSiteChromeStore(new ApiContent(client.api), undefined, () => true);
    await chrome.load();
    expect(chrome.getState().status).toBe('failed');
    await chromeAsItIsNow(chrome);
    expect(chrome.getState()).toMatchObject({ status: 'ready', menu: OLD_MENU, fresh: true });
    expect(client.http.requestsTo('GET', '/api/site/menu')).toHaveLength(2);
  });

  it('reads nothing again for a 送審 or a 退回, which change nothing public', () => {
    const document = {} as EditableDocument;
    expect(changedTheSite({ kind: 'done', action: 'submit', at: null, document })).toBe(false);
    expect(changedTheSite({ kind: 'done', action: 'return', at: null, document })).toBe(false);
    expect(changedTheSite({ kind: 'done', action: 'approve', at: null, document })).toBe(true);
    expect(changedTheSite({ kind: 'done', action: 'unpublish', at: null, document })).toBe(true);
    expect(changedTheSite({ kind: 'failed', description: '不行' })).toBe(false);
  });

  it('leaves a visitor’s reads to the caches: no token, not fresh', async () => {
    const visitor = aClient();
    visitor.http.on('GET', '/api/site/menu', { status: 200, body: OLD_MENU });
    await new ApiContent(visitor.api).part('menu');
    expect(visitor.http.requestsTo('GET', '/api/site/menu')[0]?.fresh).toBeUndefined();
    expect(readsFresh('GET', false)).toBe(false);
    expect(readsFresh('POST', true)).toBe(false);
  });
});
