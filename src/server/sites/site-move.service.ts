import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BackupRefused,
  filesUnder,
  readArchive,
  sha256Of,
  writeArchive,
  type ListedFile,
} from '../backup/backup-archive';
import { AuditWriter } from '../platform/audit-writer';
import { MIGRATIONS } from '../storage/migrations';
import type { Clock } from '../platform/clock';
import { Refusal } from '../platform/refusals';
import { DEFAULT_SITE } from '../ports/site';
import type { PlainRow, SiteRowsStore } from '../ports/site-rows-store.port';
import type { StoredSite } from '../ports/site-store.port';
import type { Storage } from '../ports/storage.port';
import type { TransactionStores } from '../ports/unit-of-work.port';
import type { Stores } from '../ports/stores.port';
import { POLICY_DOCUMENT_IDS, untouchedPolicyDrafts } from '../seed/policy-drafts';
import { SITE_CODE_PATTERN, SITE_NAME_MAX_CHARS } from '../../shared/sites.types';
import { checkSiteManifest, checkSiteRows, SITE_ROWS_FILE, type SiteManifest } from './site-archive';
import { SITE_MEDIA_FOLDER, siteMediaDir } from './site-media';
import { originOfSite } from './site-of-request';
import {
  purgeDateText,
  purgeTimeOf,
  REMOVED_SITE_KEEP_DAYS,
  siteNameOf,
  type SitesService,
} from './sites.service';

/**
 * The oldest schema step whose rows a site's archive can carry: sites and their members (steps 8
 * and 10) are what an archive is made of. Later steps only add columns, which an older archive's
 * rows leave to their defaults.
 */
const FIRST_SITE_STEP = 10;

/**
 * What a site's archive leaves out: sessions and edit locks belong to the server that issued them
 * (a token means nothing elsewhere, a lock's editor is not editing there).
 */
const LEFT_BEHIND: ReadonlySet<string> = new Set(['access_tokens', 'edit_locks']);

/**
 * A person as the archive carries them: who they are, never how they sign in. Password hashes,
 * two-step secrets and recovery codes stay on the old server, and being a 平台管理者 is a role of
 * that platform, not of the site (decision 77).
 */
const PERSON_COLUMNS = [
  'account',
  'display_name',
  'email',
  'rights_json',
  'created_at',
  'disabled_at',
  'disabled_reason',
] as const;

/**
 * The password of a person an import brings: none that any password matches (it is no scrypt hash,
 * password.hasher.ts), until the operator gives one with `accounts reset-password`.
 */
export const NO_PASSWORD_YET = '!imported';

/** What of a site counts as content someone made: a plain `remove` refuses a site that has any. */
export interface SiteContent {
  documents: number;
  modules: number;
  items: number;
  letters: number;
  members: number;
  auditEntries: number;
  mediaFiles: number;
}

/** The tables whose rows someone made (in SiteContent's order): a new site has none there but its policy drafts. */
const CONTENT_TABLES = ['documents', 'modules', 'items', 'mailbox_messages', 'site_members', 'audit_log'];

/**
 * The rows of `CONTENT_TABLES` someone made, in its order: a new site's policy pages (documents
 * and modules) count only once someone has touched them (policy-drafts.ts).
 */
async function madeCounts(stores: Pick<Stores, 'siteRows' | 'documents'>): Promise<number[]> {
  const counts = await Promise.all(CONTENT_TABLES.map((table) => stores.siteRows.count(table)));
  const seeded = untouchedPolicyDrafts(await stores.documents.findMany(POLICY_DOCUMENT_IDS));
  counts[0] = counts[0]! - seeded.docIds.length;
  counts[1] = counts[1]! - seeded.paths.length;
  return counts;
}

const CONTENT_WORDS: ReadonlyArray<[keyof SiteContent, string]> = [
  ['documents', '文件 {n} 份'],
  ['modules', '單元 {n} 個'],
  ['items', '項目 {n} 筆'],
  ['letters', '信件 {n} 封'],
  ['members', '人員 {n} 位'],
  ['auditEntries', '操作紀錄 {n} 筆'],
  ['mediaFiles', '媒體檔 {n} 個'],
];

const contentText = (content: SiteContent): string =>
  CONTENT_WORDS.filter(([key]) => content[key] > 0)
    .map(([key, words]) => words.replace('{n}', String(content[key])))
    .join('、');

export type RemoveOutcome =
  /** An untouched placeholder: deleted at once, its hosts free again. */
  | { kind: 'deleted'; site: StoredSite }
  /** Taken off the door; restorable until `purgeAt`, when its rows and media are deleted. */
  | { kind: 'removed'; site: StoredSite; purgeAt: number };

export interface ExportOutcome {
  manifest: SiteManifest;
  /** The members, who sign in on the new server only once they are given a password there. */
  people: string[];
}

export interface ImportOptions {
  /** Import under another code than the archive's. */
  code?: string | undefined;
  /** Serve it on another host than the archive's (its aliases are then `aliases`, or none). */
  host?: string | undefined;
  aliases?: readonly string[] | undefined;
  passphrase?: string | undefined;
}

export interface ImportOutcome {
  site: StoredSite;
  manifest: SiteManifest;
  /** Rows added per table. */
  rows: Record<string, number>;
  /** People made by the import: each needs a password (`accounts reset-password`). */
  newPeople: string[];
  /** People of this server (same account, same e-mail) who joined the site as its members. */
  joinedPeople: string[];
}

/** Who acts: the command line (the server's operator) or the server's own tick. */
type MoveActor = 'cli' | 'system';

const sameEmail = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

function withStaging<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'themesite-site-'));
  fs.chmodSync(dir, 0o700);
  return work(dir).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/**
 * A whole site's life beyond its record: removing it (at once when nobody has made anything in it,
 * else kept restorable for 30 days), restoring it, deleting it for good when the days are over,
 * and moving it to another server as one archive of its rows and media. The platform's changes
 * are audited in the default site's log, as SitesService's are.
 */
export class SiteMoveService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: Storage,
    private readonly sites: SitesService,
    private readonly clock: Clock,
    /** MEDIA_DIR: the default site's uploads, and `sites/{code}/` for each other site's. */
    private readonly mediaDir: string,
    /** PUBLIC_ORIGIN: the default site's origin while its record names none. */
    private readonly publicOrigin?: string | undefined,
    /** A file under MEDIA_DIR that is never packed: the key file beside an SQLite database. */
    private readonly keyFile?: string | null | undefined,
    /** Told after every change of the sites list, so a server's front door reads it again at once. */
    private readonly changed: () => void = () => undefined,
  ) {
    this.audit = new AuditWriter(clock);
  }

  /** What the site holds that someone made, beyond the placeholder a new site is given. */
  async contentOf(code: string): Promise<SiteContent> {
    const { stores } = this.storage.forSite(code);
    const [documents, modules, items, letters, members, auditEntries] = await madeCounts(stores);
    return {
      documents: documents ?? 0,
      modules: modules ?? 0,
      items: items ?? 0,
      letters: letters ?? 0,
      members: members ?? 0,
      auditEntries: auditEntries ?? 0,
      mediaFiles: this.mediaNames(code).length,
    };
  }

  /**
   * Takes a site off the server. A site nobody has made anything in (the placeholder `sites add`
   * planted, untouched) is deleted at once. Any other needs `purge`: it is then removed, its hosts
   * answer as unknown and stay reserved for it, and `restore` brings it back whole until
   * REMOVED_SITE_KEEP_DAYS are over, when the tick deletes it for good.
   */
  async remove(
    code: string,
    { purge }: { purge: boolean },
    actor: MoveActor = 'cli',
  ): Promise<RemoveOutcome> {
    const site = await this.sites.find(code);
    if (site.code === DEFAULT_SITE)
      throw new Refusal('conflict', '預設網站不能移除：它是伺服器的平台網站，平台的紀錄與人員都在它之下。');
    if (site.removedAt !== undefined)
      throw new Refusal(
        'conflict',
        `網站「${siteNameOf(site)}」（${code}）已移除，將於 ${purgeDateText(site.removedAt)} 永久刪除。`,
      );
    const content = await this.contentOf(code);
    if (!purge && Object.values(content).some((count) => count > 0))
      throw new Refusal(
        'conflict',
        `網站「${siteNameOf(site)}」（${code}）還有內容：${contentText(content)}。` +
          `確定要移除請加上 --purge（${REMOVED_SITE_KEEP_DAYS} 天內可以 sites restore ${code} 復原）。`,
      );
    if (!purge) {
      await this.deleteForGood(site, actor, 'empty');
      return { kind: 'deleted', site };
    }
    const now = this.clock.now();
    await this.storage.write({ key: 'sites' }, async (tx) => {
      await tx.sites.setRemoved(code, now);
      await this.record(tx, actor, 'site.remove', site, {
        content,
        purgeAt: new Date(purgeTimeOf(now)).toISOString(),
      });
    });
    this.changed();
    return { kind: 'removed', site: { ...site, removedAt: now }, purgeAt: purgeTimeOf(now) };
  }

  /** Brings a removed site back, as it was, on its hosts (which stayed reserved for it). */
  async restore(code: string, actor: MoveActor = 'cli'): Promise<StoredSite> {
    const site = await this.sites.find(code);
    if (site.removedAt === undefined)
      throw new Refusal('conflict', `網站「${siteNameOf(site)}」（${code}）沒有被移除，不需要復原。`);
    await this.storage.write({ key: 'sites' }, async (tx) => {
      await tx.sites.setRemoved(code, null);
      await this.record(tx, actor, 'site.restore', site, {});
    });
    this.changed();
    const { removedAt: _gone, ...restored } = site;
    return restored;
  }

  /**
   * Deletes every removed site whose days are over: run on the default site's tick. Answers the
   * codes deleted. Each step can be run again: a tick that stops halfway finishes on the next.
   */
  async purgeDue(): Promise<string[]> {
    const now = this.clock.now();
    const due = (await this.storage.stores.sites.list()).filter(
      (site) => site.removedAt !== undefined && purgeTimeOf(site.removedAt) <= now,
    );
    for (const site of due) await this.deleteForGood(site, 'system', 'expired');
    if (due.length > 0) this.changed();
    return due.map((site) => site.code);
  }

  /**
   * Writes one archive of the site: its rows (without sessions and edit locks), its members'
   * people without how they sign in, and its media. Read in one unit of work, so the rows are
   * one moment's on SQLite; on PostgreSQL each table is read as it stands when it is read.
   */
  async exportSite(
    code: string,
    file: string,
    encryption?: { passphrase: string; workFactor?: number },
    actor: MoveActor = 'cli',
  ): Promise<ExportOutcome> {
    const site = await this.sites.find(code);
    const { tables, people } = await this.storage.forSite(code).write('site', async (tx) => {
      const store = tx.siteRows;
      const read: Array<{ table: string; rows: PlainRow[] }> = [];
      for (const table of store.tables)
        if (!LEFT_BEHIND.has(table)) read.push({ table, rows: await store.rows(table) });
      const members = new Set(
        (read.find((entry) => entry.table === 'site_members')?.rows ?? []).map((member) =>
          String(member.account),
        ),
      );
      // Rights name their person: those of someone who is no member here (a platform administrator
      // acts as one without them) would name a person the archive does not carry.
      const rights = read.find((entry) => entry.table === 'user_rights');
      if (rights) rights.rows = rights.rows.filter((row) => members.has(String(row.account)));
      return { tables: read, people: await store.people([...members]) };
    });
    const manifest = await withStaging(async (staging) => {
      const dataFile = path.join(staging, SITE_ROWS_FILE);
      fs.mkdirSync(path.dirname(dataFile), { recursive: true });
      fs.writeFileSync(
        dataFile,
        JSON.stringify({
          tables,
          people: people.map((person) =>
            Object.fromEntries(PERSON_COLUMNS.map((column) => [column, person[column] ?? null])),
          ),
        }),
      );
      const media: ListedFile[] = this.mediaNames(code).map((name) => {
        const target = path.join(staging, 'media', name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(siteMediaDir(this.mediaDir, code), name), target);
        return { file: name, sha256: sha256Of(target), bytes: fs.statSync(target).size };
      });
      fs.mkdirSync(path.join(staging, 'media'), { recursive: true });
      const manifest: SiteManifest = {
        format: 'themesite-site',
        formatVersion: 1,
        schemaStep: this.schemaStep(),
        exportedAt: new Date(this.clock.now()).toISOString(),
        site: {
          code: site.code,
          name: siteNameOf(site),
          origin: originOfSite(site, { publicOrigin: this.publicOrigin }, DEFAULT_SITE) ?? null,
          aliases: site.aliases,
          status: site.status,
        },
        rows: Object.fromEntries(tables.map(({ table, rows }) => [table, rows.length])),
        database: { file: SITE_ROWS_FILE, sha256: sha256Of(dataFile), bytes: fs.statSync(dataFile).size },
        media,
      };
      await writeArchive(staging, manifest, file, encryption);
      return manifest;
    });
    // Its letters and people leave the server: who took them is the platform's to know.
    await this.storage.write({ key: 'sites' }, (tx) =>
      this.record(tx, actor, 'site.export', site, { file: path.basename(file), rows: manifest.rows }),
    );
    return { manifest, people: people.map((person) => String(person.account)) };
  }

  /**
   * Adds the archive's site to this server as a new site: refused when its code or one of its hosts
   * is taken here, when an account of it is a different person here, or when the archive is
   * damaged or from a newer server. Its rows go in in one unit of work through the new site's
   * scope; ids the engine makes are made anew, and its mail not yet sent is not sent again.
   */
  async importSite(
    file: string,
    options: ImportOptions = {},
    actor: MoveActor = 'cli',
  ): Promise<ImportOutcome> {
    return withStaging(async (staging) => {
      const manifest = await readArchive(file, staging, options.passphrase, checkSiteManifest);
      const step = this.schemaStep();
      if (manifest.schemaStep > step)
        throw new BackupRefused(
          `這份網站封存檔來自較新版本的伺服器（資料庫版本 ${manifest.schemaStep}，本伺服器 ${step}），請先更新伺服器。`,
        );
      if (manifest.schemaStep < FIRST_SITE_STEP)
        throw new BackupRefused(`這份網站封存檔的資料庫版本 ${manifest.schemaStep} 太舊，無法匯入。`);
      const root = this.storage.stores.siteRows;
      let parsed: unknown;
      try {
        parsed = JSON.parse(fs.readFileSync(path.join(staging, SITE_ROWS_FILE), 'utf8'));
      } catch {
        throw new BackupRefused('網站封存檔的資料不是正確的 JSON。');
      }
      const data = checkSiteRows(parsed, manifest, root.tables);

      const code = (options.code ?? manifest.site.code).trim();
      if (!SITE_CODE_PATTERN.test(code))
        throw new Refusal('invalid', `網站代碼「${code}」不符規則。`, {
          code: '網站代碼為 1–40 個小寫英文字母、數字或連字號（-），開頭與結尾不可為連字號。',
        });
      const name = manifest.site.name.trim();
      if (name === '' || [...name].length > SITE_NAME_MAX_CHARS)
        throw new BackupRefused(`網站封存檔的網站名稱必須是 1–${SITE_NAME_MAX_CHARS} 個字。`);
      if (options.host === undefined && (options.aliases ?? []).length > 0)
        throw new Refusal('invalid', '其他網址（--alias）要與網址（--host）一起指定。');
      const host = options.host ?? manifest.site.origin;
      if (host === null)
        throw new Refusal(
          'invalid',
          '封存檔的網站沒有自己的網址（它在原伺服器使用 PUBLIC_ORIGIN）：請以 --host 指定它在本伺服器的網址。',
        );
      const hosts = this.sites.hostsOf(
        host,
        options.host === undefined ? manifest.site.aliases : (options.aliases ?? []),
      );
      const site: StoredSite = { code, name, ...hosts, status: manifest.site.status };
      const known = await this.storage.stores.sites.list();
      this.refuseTaken(known, site);

      const here = new Map(
        (await root.people(data.people.map((person) => String(person.account)))).map((person) => [
          String(person.account),
          person,
        ]),
      );
      const others = data.people.filter((person) => {
        const found = here.get(String(person.account));
        return found !== undefined && !sameEmail(found.email, person.email);
      });
      if (others.length > 0)
        throw new Refusal(
          'conflict',
          `本伺服器已有帳號 ${others.map((person) => String(person.account)).join('、')}，是電子郵件不同的其他人；` +
            '請先在原伺服器改用不重複的帳號再匯出（同一個人請讓兩邊的電子郵件相同）。',
        );
      const joined = new Set(here.keys());

      const target = siteMediaDir(this.mediaDir, code);
      if (filesUnder(target).length > 0)
        throw new Refusal('conflict', `網站「${code}」的媒體資料夾不是空的：${target}。請先移走其中的檔案。`);
      for (const entry of manifest.media) {
        const to = path.resolve(target, entry.file);
        if (!to.startsWith(path.resolve(target) + path.sep))
          throw new BackupRefused(`媒體檔「${entry.file}」會寫到網站的媒體資料夾之外，已停止匯入。`);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(path.join(staging, 'media', entry.file), to);
      }

      let rows: Record<string, number>;
      try {
        rows = await this.storage.forSite(code).write({ key: 'sites' }, async (tx) => {
          // Read again under the lock `sites add` takes: nobody took the code or a host meanwhile.
          this.refuseTaken(await tx.sites.list(), site);
          await tx.sites.add(site);
          await tx.siteRows.insertPeople(
            data.people
              .filter((person) => !joined.has(String(person.account)))
              .map((person) => this.newPerson(person)),
          );
          return this.insertRows(tx.siteRows, data.tables, joined);
        });
      } catch (error) {
        // The rows never went in: neither do the media copied for them.
        fs.rmSync(target, { recursive: true, force: true });
        throw error;
      }
      const accounts = data.people.map((person) => String(person.account));
      await this.storage.write({ key: 'sites' }, (tx) =>
        this.record(tx, actor, 'site.import', site, {
          file: path.basename(file),
          fromSite: manifest.site.code,
          exportedAt: manifest.exportedAt,
          rows,
        }),
      );
      this.changed();
      return {
        site,
        manifest,
        rows,
        newPeople: accounts.filter((account) => !joined.has(account)),
        joinedPeople: accounts.filter((account) => joined.has(account)),
      };
    });
  }

  /** The archive's tables in, parents first; mail before the replies that name it. */
  private async insertRows(
    store: SiteRowsStore,
    tables: ReadonlyArray<{ table: string; rows: PlainRow[] }>,
    joined: ReadonlySet<string>,
  ): Promise<Record<string, number>> {
    const byTable = new Map(tables.map((entry) => [entry.table, entry.rows]));
    const order = store.tables.filter((table) => byTable.has(table));
    // A reply names the mail it sent by the outbox's id, which the engine makes anew here.
    const outboxFirst = [
      ...order.filter((table) => table === 'mail_outbox'),
      ...order.filter((table) => table !== 'mail_outbox'),
    ];
    const outboxIds = new Map<number, number>();
    const now = this.clock.now();
    const counts: Record<string, number> = {};
    for (const table of outboxFirst) {
      let rows = byTable.get(table) ?? [];
      if (table === 'mail_outbox')
        // Mail the old server had not sent yet may still go from there: sending it here too would
        // send it twice. It is kept, as failed, for the mailbox's record.
        rows = rows.map((row) =>
          row.sent_at === null && row.failed_at === null
            ? { ...row, failed_at: now, last_error: '網站搬移時尚未寄出；新伺服器不重寄，以免重複。' }
            : row,
        );
      if (table === 'mailbox_replies')
        rows = rows.map((row) => ({
          ...row,
          outbox_id: typeof row.outbox_id === 'number' ? (outboxIds.get(row.outbox_id) ?? null) : null,
        }));
      if (table === 'site_members')
        // A person this server already has joins the site; anyone else is made by the import.
        rows = rows.map((row) => ({ ...row, joined: joined.has(String(row.account)) ? 1 : 0 }));
      const ids = await store.insert(table, rows);
      if (table === 'mail_outbox')
        rows.forEach((row, index) => {
          if (typeof row.id === 'number' && ids[index] !== undefined) outboxIds.set(row.id, ids[index]);
        });
      counts[table] = rows.length;
    }
    return counts;
  }

  /** A person made by an import: no password yet, to be changed at the first sign-in. */
  private newPerson(person: PlainRow): PlainRow {
    return {
      ...Object.fromEntries(PERSON_COLUMNS.map((column) => [column, person[column] ?? null])),
      display_name: typeof person.display_name === 'string' ? person.display_name : String(person.account),
      rights_json:
        typeof person.rights_json === 'string' ? person.rights_json : '{"r":false,"w":false,"d":false}',
      password_hash: NO_PASSWORD_YET,
      is_platform_admin: 0,
      must_change_password: 1,
      password_changed_at: null,
    };
  }

  /** Refuses a site whose code or one of whose hosts another site here has (a removed one too). */
  private refuseTaken(known: readonly StoredSite[], site: StoredSite): void {
    const same = known.find((other) => other.code === site.code);
    if (same)
      throw new Refusal(
        'conflict',
        `網站代碼「${site.code}」已被本伺服器的網站「${siteNameOf(same)}」使用；可用 --code 以其他代碼匯入。`,
      );
    this.sites.refuseTaken(known, site);
  }

  /**
   * Deletes a site for good: its rows, the people who were made there and belong nowhere else,
   * its media, and last its record, so a tick that stops halfway still finds the site and the
   * next one finishes: each step can be run again.
   */
  private async deleteForGood(
    site: StoredSite,
    actor: MoveActor,
    reason: 'empty' | 'expired',
  ): Promise<void> {
    const rows = this.storage.forSite(site.code);
    const members = await rows.stores.siteRows.rows('site_members');
    // A person made on this site who is nobody else's goes with it; one who joined from another
    // site, or is a member of one, stays theirs. Platform administrators always stay.
    const others = (await this.storage.stores.sites.list()).filter((other) => other.code !== site.code);
    const orphans: string[] = [];
    for (const member of members) {
      if (member.joined === 1) continue;
      const account = String(member.account);
      const person = await rows.stores.users.find(account);
      if (!person || person.platformAdmin) continue;
      let elsewhere = false;
      for (const other of others)
        if ((await this.storage.forSite(other.code).stores.users.find(account))?.siteMember) {
          elsewhere = true;
          break;
        }
      if (!elsewhere) orphans.push(account);
    }
    const deleted = await rows.write('site', async (tx) => {
      // An untouched site is checked again inside the unit: nobody began working on it meanwhile.
      if (reason === 'empty' && (await madeCounts(tx)).some((count) => count > 0))
        throw new Refusal('conflict', `網站「${siteNameOf(site)}」（${site.code}）剛有了內容，未移除。`);
      const counts: Record<string, number> = {};
      for (const table of [...tx.siteRows.tables].reverse())
        counts[table] = await tx.siteRows.deleteAll(table);
      await tx.siteRows.deletePeople(orphans);
      return counts;
    });
    fs.rmSync(siteMediaDir(this.mediaDir, site.code), { recursive: true, force: true });
    await this.storage.write({ key: 'sites' }, async (tx) => {
      // Another instance's tick may have finished it a moment ago: one record of the deletion.
      if (!(await tx.sites.find(site.code))) return;
      await tx.sites.delete(site.code);
      await this.record(tx, actor, 'site.purge', site, {
        reason,
        rows: Object.values(deleted).reduce((sum, count) => sum + count, 0),
        people: orphans,
      });
    });
    this.changed();
  }

  /** The site's media files, relative to its folder; the default site's leave the other sites' out. */
  private mediaNames(code: string): string[] {
    const dir = siteMediaDir(this.mediaDir, code);
    const names = filesUnder(dir);
    if (code !== DEFAULT_SITE) return names;
    const keyFile = this.keyFile ? path.resolve(this.keyFile) : null;
    return names.filter(
      (name) => !name.startsWith(`${SITE_MEDIA_FOLDER}/`) && path.resolve(dir, name) !== keyFile,
    );
  }

  /** How many steps of the migration list this server's database has run (at its start). */
  private schemaStep(): number {
    return MIGRATIONS.length;
  }

  private async record(
    tx: TransactionStores,
    actor: MoveActor,
    action: string,
    site: StoredSite,
    detail: Record<string, unknown>,
  ): Promise<void> {
    await this.audit.record(tx, {
      account: actor,
      action,
      detail: { site: site.code, name: site.name, origin: site.origin, aliases: site.aliases, ...detail },
    });
  }
}
