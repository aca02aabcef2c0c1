import { sql } from 'kysely';
import type { SiteStorage, Storage } from '../../../../src/server/ports/storage.port';
import type { StoredToken } from '../../../../src/server/ports/token-store.port';
import { PLATFORM_TABLES } from '../../../../src/server/storage/kysely/site-scope';
import { SITE_CONTENT_TABLES } from '../../../../src/server/storage/copy-tables';
import { defaultMenuSetting } from '../../../../src/shared/modules.schema';
import type { StorageEngine } from '../engines/sqlite.engine';
import { aDocument } from './document-store.contract';

const NOW = Date.UTC(2026, 10, 22, 2);
const DAY = 86_400_000;

const EVERY_DOCUMENT = { deleted: false, limit: 10, offset: 0 };

const info = (title: string) => ({ moduleKey: 'list-001', templateKey: 'template-001', title });

const anItem = (title: string) => ({
  module_path: 'news',
  id: '1',
  kind: 'normal' as const,
  position: 1,
  title,
  date: '2026-11-22',
  year: 2026,
  search_text: title,
  views: 0,
  json: JSON.stringify({ id: '1', title }),
  slug: 'lighthouse',
  tags: ['燈塔'],
});

const aToken = (tokenHash: string): StoredToken => ({
  tokenHash,
  sessionId: `session-${tokenHash}`,
  account: 'chief',
  issuedAt: NOW,
  sessionStartedAt: NOW,
  expiresAt: NOW + DAY,
  refreshUntil: NOW + 2 * DAY,
  supersededAt: null,
  revokedAt: null,
  ip: '10.0.0.1',
  userAgent: 'Firefox',
  lastUsedAt: NOW,
});

const aLetter = (serialNo: string, subject: string) => ({
  serialNo,
  path: 'mailbox',
  message: { name: '王小明', email: 'ming@example.tw', subject, content: '想請問開放時間。' },
  createdAt: NOW,
  idempotencyKey: 'same-key',
  replyBy: NOW + 7 * DAY,
});

/**
 * Each site's rows, read and written through that site's storage only: two sites on one database
 * use the same paths, ids, serials and keys without meeting, and neither reads the other's. The
 * stores never name the site (kysely/site-scope.ts confines their queries), so these cases hold
 * for every store that keeps a site's rows.
 */
export function siteIsolationContract(engine: StorageEngine): void {
  describe(`two sites on one ${engine.name} database`, () => {
    let storage: Storage;
    let a: SiteStorage;
    let b: SiteStorage;

    beforeEach(async () => {
      storage = await engine.open();
      for (const [code, name] of [
        ['museum', '博物館'],
        ['library', '圖書館'],
      ] as const) {
        await storage.stores.sites.add({ code, name, origin: null, aliases: [], status: 'active' });
      }
      a = storage.forSite('museum');
      b = storage.forSite('library');
      await storage.write({ account: 'chief' }, (tx) =>
        tx.accounts.insert({
          account: 'chief',
          passwordHash: 'x',
          displayName: '主任',
          admin: false,
          email: null,
          createdAt: NOW,
        }),
      );
    });

    afterEach(() => engine.dispose());

    it('keeps modules, items, tags, addresses and pages apart, under the same paths and ids', async () => {
      for (const [site, title] of [
        [a, '燈塔修復完成'],
        [b, '館藏燈塔圖錄'],
      ] as const) {
        await site.write('site', async (tx) => {
          await tx.modules.insert('news', 'normal', info('最新消息'), defaultMenuSetting('normal'));
          await tx.publicSite.upsertItem(anItem(title));
          await tx.publicSite.putLanding('culture', { title });
          await tx.publicSite.putSiteDocument('metadata', { title, description: '', keywords: [] });
        });
      }
      expect((await a.stores.content.item('news', '1'))?.title).toBe('燈塔修復完成');
      expect((await b.stores.content.item('news', '1'))?.title).toBe('館藏燈塔圖錄');
      expect(await a.stores.publicSite.slugHolder('news', 'lighthouse')).toBe('1');
      expect(await a.stores.content.moduleTags('news')).toEqual(['燈塔']);
      expect(await a.stores.content.landing('culture')).toMatchObject({ title: '燈塔修復完成' });
      expect(await b.stores.seo.metadata()).toMatchObject({ title: '館藏燈塔圖錄' });

      await a.write('site', async (tx) => {
        await tx.publicSite.deleteItem('news', '1');
        await tx.modules.remove('news');
      });
      expect(await a.stores.content.item('news', '1')).toBeUndefined();
      expect(await a.stores.modules.taken('news')).toBe(false);
      expect((await b.stores.content.item('news', '1'))?.title).toBe('館藏燈塔圖錄');
      expect(await b.stores.modules.list()).toEqual([
        { path: 'news', kind: 'normal', title: '最新消息', moduleKey: 'list-001' },
      ]);

      const other = storage.forSite('default');
      expect(await other.stores.content.item('news', '1')).toBeUndefined();
      expect(await other.stores.seo.listedItems({ limit: 10, offset: 0 })).toEqual([]);
      expect(await other.stores.seo.listedItemCount()).toBe(0);
    });

    it('keeps documents, their revisions, save keys, locks and due publishes apart', async () => {
      for (const [site, title] of [
        [a, '博物館的新聞'],
        [b, '圖書館的新聞'],
      ] as const) {
        await site.write({ document: 'doc-1' }, async (tx) => {
          await tx.documents.insert(aDocument('doc-1', { draft: { title }, publishAt: NOW - 1 }));
          await tx.documents.insertRevision('doc-1', 1, 'create', { title }, 'chief', NOW);
          await tx.documents.rememberSaveKey('doc-1', 'key-1', 1, NOW);
        });
      }
      await a.stores.editLocks.put('doc-1', {
        account: 'chief',
        displayName: '主任',
        startedAt: NOW,
        heartbeatAt: NOW,
      });
      expect((await a.stores.documents.find('doc-1'))?.draft).toEqual({ title: '博物館的新聞' });
      expect((await b.stores.documents.find('doc-1'))?.draft).toEqual({ title: '圖書館的新聞' });
      expect(await b.stores.documents.revisionData('doc-1', 1)).toMatchObject({
        data: { title: '圖書館的新聞' },
      });
      expect(await b.stores.editLocks.find('doc-1')).toBeUndefined();
      expect(await a.stores.editLocks.find('doc-1')).toMatchObject({ account: 'chief' });
      expect(await a.write({ claim: 'due' }, (tx) => tx.documents.claimDue(NOW, 10))).toEqual(['doc-1']);
      expect((await b.stores.documents.list(EVERY_DOCUMENT)).total).toBe(1);
      expect((await storage.forSite('default').stores.documents.list(EVERY_DOCUMENT)).total).toBe(0);
    });

    it('numbers letters per site and keeps the mailbox, its notes and its idempotency keys apart', async () => {
      await a.write({ key: 'mailbox' }, (tx) => tx.letters.insert(aLetter('M20261122-0001', '開放時間')));
      await b.write({ key: 'mailbox' }, (tx) => tx.letters.insert(aLetter('M20261122-0001', '借書證')));
      expect(await a.stores.letters.lastNumber('M20261122-')).toBe(1);
      expect(await b.stores.letters.serialFor('same-key')).toBe('M20261122-0001');
      const subjects = async (site: SiteStorage) =>
        (await site.stores.letters.query(['mailbox'], {}, NOW)).rows.map((letter) => letter.subject);
      expect(await subjects(a)).toEqual(['開放時間']);
      expect(await subjects(b)).toEqual(['借書證']);
      expect(await subjects(storage.forSite('default'))).toEqual([]);
    });

    it('keeps sessions, audit rows, settings, queued mail and visits apart', async () => {
      await a.stores.tokens.insert(aToken('hash-museum'));
      await a.stores.audit.record({
        at: NOW,
        account: 'chief',
        action: 'login',
        docId: null,
        revision: null,
        detail: null,
      });
      await a.stores.siteSettings.write({ requireReview: true });
      await a.write({ key: 'outbox' }, (tx) =>
        tx.outbox.add(
          {
            to: ['chief@museum.example'],
            subject: '新信件',
            text: '內容',
            html: '<p>內容</p>',
            purpose: 'test.mail',
          },
          NOW,
        ),
      );
      await a.write({ key: 'counters' }, (tx) => tx.content.addVisits([], 3));

      expect(await b.stores.tokens.find('hash-museum')).toBeUndefined();
      expect(await b.stores.tokens.liveSessionsOf('chief', NOW)).toEqual([]);
      expect((await a.stores.tokens.liveSessionsOf('chief', NOW)).length).toBe(1);
      expect((await b.stores.audit.query({}, 10, 0)).total).toBe(0);
      expect((await a.stores.audit.query({}, 10, 0)).total).toBe(1);
      expect((await b.stores.siteSettings.read()).requireReview).toBe(false);
      expect((await a.stores.siteSettings.read()).requireReview).toBe(true);
      expect(await b.stores.outbox.nextDue(NOW + DAY)).toBeUndefined();
      expect(await a.stores.outbox.nextDue(NOW + DAY)).toMatchObject({ mail: { subject: '新信件' } });
      expect(await b.stores.content.hits()).toBe(0);
      expect(await a.stores.content.hits()).toBe(3);
      // The person is the platform's: one account, seen from every site.
      expect((await b.stores.users.find('chief'))?.displayName).toBe('主任');
    });

    it('gives rights per site: a right on a path of one site is none on the other', async () => {
      await a.stores.siteSeed.writeSite({
        documents: [],
        landings: [],
        modules: [],
        items: [],
        users: [],
        rights: [{ account: 'chief', path: 'news', r: true, w: true, d: false, p: true }],
        meta: [],
      });
      expect(await a.stores.rights.rightsOn('chief', 'news')).toMatchObject({ r: true, w: true, p: true });
      expect(await b.stores.rights.rightsOn('chief', 'news')).toMatchObject({ r: false, w: false, p: false });
      expect(await b.stores.rights.hasAny('chief')).toBe(false);
    });

    it('lists the sites alike from every site, the one a database began as first among them', async () => {
      await a.stores.sites.setHosts('museum', 'https://museum.culture.tw', ['www.museum.culture.tw']);
      await b.stores.sites.setStatus('museum', 'disabled');
      expect(await storage.forSite('default').stores.sites.list()).toEqual([
        { code: 'default', name: '', origin: null, aliases: [], status: 'active' },
        { code: 'library', name: '圖書館', origin: null, aliases: [], status: 'active' },
        {
          code: 'museum',
          name: '博物館',
          origin: 'https://museum.culture.tw',
          aliases: ['www.museum.culture.tw'],
          status: 'disabled',
        },
      ]);
      expect(await b.stores.sites.find('nowhere')).toBeUndefined();
    });

    it('refuses a row for a site the list does not have', async () => {
      await expect(
        storage.forSite('nowhere').stores.siteSettings.write({ requireReview: true }),
      ).rejects.toThrow();
    });

    it('writes every row of a site table with the site of the storage that wrote it', async () => {
      await a.write('site', async (tx) => {
        await tx.modules.insert('news', 'normal', info('最新消息'), defaultMenuSetting('normal'));
        await tx.publicSite.upsertItem(anItem('燈塔'));
        await tx.audit.record({
          at: NOW,
          account: 'chief',
          action: 'a',
          docId: null,
          revision: null,
          detail: null,
        });
      });
      await b.stores.siteSettings.write({ requireReview: true });
      const bySite = await engine.tables(storage, async (db) => {
        const found: Record<string, string[]> = {};
        for (const table of SITE_CONTENT_TABLES) {
          if (PLATFORM_TABLES.has(table)) continue;
          const rows = await db
            .selectFrom(table)
            .select(sql<string>`site`.as('site'))
            .distinct()
            .execute();
          if (rows.length > 0) found[table] = rows.map((row) => row.site).sort();
        }
        return found;
      });
      expect(bySite).toEqual({
        modules: ['museum'],
        items: ['museum'],
        item_tags: ['museum'],
        audit_log: ['museum'],
        meta: ['library'],
        // chief, made on the default site before each case, belongs to it.
        site_members: ['default'],
      });
    });
  });
}
