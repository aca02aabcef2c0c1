import path from 'node:path';
import { accountNameBroken, displayNameBroken, emailBroken } from '../../shared/accounts.schema';
import {
  SITE_CODE_PATTERN,
  SITE_CODE_TEXT,
  SITE_NAME_MAX_CHARS,
  SITE_NAME_TEXT,
  type SiteAdministrator,
  type SiteAdministratorBody,
  type SiteSummary,
} from '../../shared/sites.types';
import type { AccountService } from '../accounts/account.service';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { invalid, Refusal } from '../platform/refusals';
import type { TransactionStores } from '../ports/unit-of-work.port';
import { DEFAULT_SITE } from '../ports/site';
import type { StoredSite } from '../ports/site-store.port';
import type { SiteStorage, Storage } from '../ports/storage.port';
import { placeholderSite } from '../seed/placeholder-site';
import type { SiteSeed } from '../seed/site-seed';
import { structureSeedOf } from './site-copy';
import { copyUploads, mediaBytes, SITE_MEDIA_FOLDER, uploadsNamedIn } from './site-media';
import { hostOfOrigin, normalHost, originOfSite } from './site-of-request';

/** What a new site is given: its code, its name, its host and its aliases. */
export interface NewSite {
  code: string;
  name: string;
  /** `museum.example.tw`, or with its scheme and port (`http://museum.localhost:8080`). */
  host: string;
  aliases?: readonly string[];
  /** A site whose structure and chrome the new one starts with, instead of the placeholder. */
  copyFrom?: string | undefined;
}

/** How long a removed site waits for `sites restore` before its rows and media are deleted. */
export const REMOVED_SITE_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a site removed at `removedAt` is deleted for good. */
export const purgeTimeOf = (removedAt: number): number => removedAt + REMOVED_SITE_KEEP_DAYS * DAY_MS;

/** That day as Taiwan's calendar names it (`2026/12/30`), for the messages and the list. */
export function purgeDateText(removedAt: number): string {
  return new Intl.DateTimeFormat('zh-TW', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(purgeTimeOf(removedAt));
}

/** A site's name as staff read it: the default site's record has none until a platform names it. */
export const siteNameOf = (site: Pick<StoredSite, 'name'>): string => site.name || '預設網站';

/** The zh-TW names of a site's states. */
export const SITE_STATUS_TEXT: Record<StoredSite['status'], string> = { active: '啟用', disabled: '停用' };

/**
 * `museum.example.tw` or `https://museum.example.tw[:port]` as an origin (https unless named), or
 * undefined for anything else: a path, a query, credentials or another scheme are no host.
 */
export function siteOriginOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
  return url.origin;
}

const invalidHost = (field: string, text: string): Refusal =>
  new Refusal('invalid', `「${text}」不是網址的主機名稱（例如 museum.example.tw）。`, {
    [field]: '請填主機名稱，例如 museum.example.tw，或含通訊協定與連接埠的 http://localhost:8080。',
  });

/** Who a site's hosts belong to, for the refusal that names the owner. */
interface HostClaim {
  host: string;
  site: StoredSite;
}

/** Plants a seed into one site's storage (SiteSeedService): the placeholder, or a copied structure. */
export type PlantSite = (
  site: SiteStorage,
  seed: SiteSeed,
  role: 'placeholder' | 'starter',
) => Promise<unknown>;

/** What the server's sites are kept beside: their media folders, and each site's accounts. */
export interface SitesParts {
  /** The folder a site's uploads are kept in; without it media take 0 bytes and copies carry none. */
  mediaFolderOf?: (code: string) => string;
  /** One site's account administration, to give it an administrator. */
  accountsOf?: (site: SiteStorage) => AccountService;
}

/** Who changes the sites: the command line (trusted, audited as `cli`), or a signed-in account. */
export type SitesActor = 'cli' | { readonly account: string };

const forbidden = (): Refusal => new Refusal('forbidden', '只有平台管理者可以管理網站。');

/** A removed site is changed by nothing but `sites restore` (site-move.service.ts). */
export function refuseRemoved(site: StoredSite): void {
  if (site.removedAt !== undefined)
    throw new Refusal(
      'conflict',
      `網站「${siteNameOf(site)}」（${site.code}）已移除；請先以 sites restore ${site.code} 復原。`,
    );
}

/**
 * The platform's sites: add one (it starts as the placeholder site under its own name), change its
 * hosts, switch it off and on. A host belongs to one site only, as its own host or an alias, and
 * the default site's PUBLIC_ORIGIN counts as its own. Codes are for good: a site is never renamed.
 */
export class SitesService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: Storage,
    private readonly plant: PlantSite,
    clock: Clock,
    /** PUBLIC_ORIGIN: the default site's host while its record names none. */
    private readonly publicOrigin?: string | undefined,
    /** Told after every change, so the server's front door reads the list again at once. */
    private readonly changed: () => void = () => undefined,
    private readonly parts: SitesParts = {},
  ) {
    this.audit = new AuditWriter(clock);
  }

  async list(actor: SitesActor): Promise<StoredSite[]> {
    await this.authorise(actor);
    return this.storage.stores.sites.list();
  }

  /** Whether the default site has a host of its own (its record's, or PUBLIC_ORIGIN). */
  async defaultSiteHasHost(): Promise<boolean> {
    const site = await this.storage.stores.sites.find(DEFAULT_SITE);
    return (
      site !== undefined &&
      originOfSite(site, { publicOrigin: this.publicOrigin }, DEFAULT_SITE) !== undefined
    );
  }

  async find(code: string): Promise<StoredSite> {
    const site = await this.storage.stores.sites.find(code);
    if (!site) throw new Refusal('not-found', `找不到網站代碼「${code}」。`);
    return site;
  }

  /**
   * `reachedBy`: the origin a platform administrator reached the default site by, when they add a
   * site from its screen. While the default site has no host it answers every host, but only until
   * a second site exists; it then keeps the address its administrator was using, instead of
   * answering no host at all and locking them out of the screen they are on (audited `site.hosts`).
   */
  async add(input: NewSite, actor: SitesActor, reachedBy?: string): Promise<StoredSite> {
    await this.authorise(actor);
    const code = input.code.trim();
    if (!SITE_CODE_PATTERN.test(code))
      throw new Refusal('invalid', `網站代碼「${input.code}」不符規則。`, { code: SITE_CODE_TEXT });
    const name = input.name.trim();
    if (name === '' || [...name].length > SITE_NAME_MAX_CHARS)
      throw new Refusal('invalid', `網站名稱必須是 1–${SITE_NAME_MAX_CHARS} 個字。`, {
        name: SITE_NAME_TEXT,
      });
    const { origin, aliases } = this.hostsOf(input.host, input.aliases ?? []);
    const site: StoredSite = { code, name, origin, aliases, status: 'active' };
    // Read before anything is written, so that a missing source adds no site.
    const copied = input.copyFrom ? await this.copyOf(input.copyFrom, name) : undefined;
    await this.storage.write({ key: 'sites' }, async (tx) => {
      const known = await tx.sites.list();
      const same = known.find((other) => other.code === code);
      if (same) throw new Refusal('conflict', `網站代碼「${code}」已被網站「${siteNameOf(same)}」使用。`);
      this.refuseTaken(known, site);
      await tx.sites.add(site);
      await this.record(tx, actor, 'site.add', site);
    });
    if (copied) {
      await this.plant(this.storage.forSite(code), copied.seed, 'starter');
      const from = this.parts.mediaFolderOf?.(copied.from);
      const to = this.parts.mediaFolderOf?.(code);
      if (from && to) await copyUploads(from, to, uploadsNamedIn(copied.seed));
    } else await this.plant(this.storage.forSite(code), placeholderSite(name), 'placeholder');
    if (reachedBy !== undefined) await this.keepDefaultReachable(reachedBy, actor);
    this.changed();
    return site;
  }

  async setHosts(
    code: string,
    host: string,
    aliases: readonly string[],
    actor: SitesActor,
  ): Promise<StoredSite> {
    await this.authorise(actor);
    const hosts = this.hostsOf(host, aliases);
    const site = await this.storage.write({ key: 'sites' }, async (tx) => {
      const known = await tx.sites.list();
      const site = known.find((other) => other.code === code);
      if (!site) throw new Refusal('not-found', `找不到網站代碼「${code}」。`);
      refuseRemoved(site);
      const changed = { ...site, ...hosts };
      this.refuseTaken(
        known.filter((other) => other.code !== code),
        changed,
      );
      await tx.sites.setHosts(code, hosts.origin, hosts.aliases);
      await this.record(tx, actor, 'site.hosts', changed);
      return changed;
    });
    this.changed();
    return site;
  }

  async setStatus(code: string, status: StoredSite['status'], actor: SitesActor): Promise<StoredSite> {
    await this.authorise(actor);
    const site = await this.find(code);
    refuseRemoved(site);
    await this.storage.write({ key: 'sites' }, async (tx) => {
      await tx.sites.setStatus(code, status);
      await this.record(tx, actor, status === 'disabled' ? 'site.disable' : 'site.enable', site);
    });
    this.changed();
    return { ...site, status };
  }

  /** 網站列表: every site with its figures (last publish, media space, administrators). */
  async summaries(actor: SitesActor): Promise<SiteSummary[]> {
    const sites = await this.list(actor);
    const summaries: SiteSummary[] = [];
    // One site at a time: each site's reads are a unit of that site (row-level security on PostgreSQL).
    for (const site of sites) summaries.push(await this.summaryOf(site));
    return summaries;
  }

  /** One site as 網站列表 shows it. */
  async summaryOf(site: StoredSite): Promise<SiteSummary> {
    const { stores } = this.storage.forSite(site.code);
    const lastPublished = await stores.documents.lastPublishedAt();
    const administrators = (await stores.users.members())
      .filter((person) => person.siteMember && person.admin && !person.platformAdmin)
      .map(({ account, displayName }) => ({ account, displayName }));
    const folder = this.parts.mediaFolderOf?.(site.code);
    const bytes =
      folder === undefined
        ? 0
        : await mediaBytes(
            folder,
            site.code === DEFAULT_SITE ? path.join(folder, SITE_MEDIA_FOLDER) : undefined,
          );
    return {
      code: site.code,
      name: site.name,
      origin: site.origin,
      aliases: [...site.aliases],
      status: site.status,
      purgeAt: site.removedAt === undefined ? null : new Date(purgeTimeOf(site.removedAt)).toISOString(),
      lastPublishedAt: lastPublished === null ? null : new Date(lastPublished).toISOString(),
      mediaBytes: bytes,
      administrators,
    };
  }

  /**
   * Gives a site an administrator: a person new to the platform gets an account there with a
   * one-time password; a person of another site joins it as 網站管理者; a member becomes one.
   * The change and its audit row are the site's own, made by its AccountService.
   */
  async giveAdministrator(
    code: string,
    body: SiteAdministratorBody,
    actor: SitesActor,
  ): Promise<SiteAdministrator> {
    await this.authorise(actor);
    const site = await this.find(code);
    const accountsOf = this.parts.accountsOf;
    if (!accountsOf) throw new Error('this server gives no site an administrator');
    const storage = this.storage.forSite(code);
    const accounts = accountsOf(storage);
    const by = actor === 'cli' ? 'cli' : actor;
    const account = body.account.trim().toLowerCase();
    const broken = accountNameBroken(account);
    if (broken) throw invalid(`輸入資料有誤：${broken}`, { account: broken });
    const person = await storage.stores.users.find(account);
    const place = `「${siteNameOf(site)}」`;
    if (person?.siteMember && person.admin)
      throw new Refusal('conflict', `${person.displayName}（${person.account}）已是${place}的網站管理者。`);
    if (person) {
      const summary = person.siteMember
        ? await accounts.update(person.account, { admin: true }, by)
        : await accounts.join(person.account, { admin: true, rights: [] }, by);
      return {
        site: await this.summaryOf(site),
        person: { account: summary.account, displayName: summary.displayName },
        joined: !person.siteMember,
      };
    }
    const displayName = (body.displayName ?? '').trim();
    const email = (body.email ?? '').trim();
    const nameBroken = displayNameBroken(displayName);
    if (nameBroken) throw invalid(`輸入資料有誤：${nameBroken}`, { displayName: nameBroken });
    const emailProblem = email === '' ? null : emailBroken(email);
    if (emailProblem) throw invalid(`輸入資料有誤：${emailProblem}`, { email: emailProblem });
    const created = await accounts.create(
      { account, displayName, admin: true, rights: [], email: email === '' ? null : email },
      by,
    );
    return {
      site: await this.summaryOf(site),
      person: { account: created.account.account, displayName: created.account.displayName },
      joined: false,
      initialPassword: created.initialPassword,
    };
  }

  private async keepDefaultReachable(reachedBy: string, actor: SitesActor): Promise<void> {
    if (await this.defaultSiteHasHost()) return;
    const origin = siteOriginOf(reachedBy);
    if (origin === undefined) return;
    try {
      await this.setHosts(DEFAULT_SITE, origin, [], actor);
    } catch (error) {
      // A host another site has already: the default site stays as it was, as the command leaves it.
      if (!(error instanceof Refusal)) throw error;
    }
  }

  /** The structure and chrome of the site `from`, for a new site named `name`. */
  private async copyOf(from: string, name: string): Promise<{ from: string; seed: SiteSeed }> {
    const source = await this.storage.stores.sites.find(from);
    if (!source)
      throw new Refusal('invalid', `找不到要複製的網站「${from}」。`, { copyFrom: '請選擇一個現有的網站。' });
    return { from, seed: await structureSeedOf(this.storage.forSite(from), name) };
  }

  /** Only a 平台管理者 manages the sites (the command line is the server's own operator). */
  private async authorise(actor: SitesActor): Promise<void> {
    if (actor === 'cli') return;
    const person = await this.storage.stores.users.find(actor.account);
    if (!person?.platformAdmin || person.disabledAt !== null) throw forbidden();
  }

  /** In the default site's audit log, which the platform's own changes go to. */
  private async record(
    tx: TransactionStores,
    actor: SitesActor,
    action: string,
    site: StoredSite,
  ): Promise<void> {
    await this.audit.record(tx, {
      account: actor === 'cli' ? 'cli' : actor.account,
      action,
      detail: { site: site.code, name: site.name, origin: site.origin, aliases: site.aliases },
    });
  }

  /** A host and aliases as a site record keeps them; refused when one is no host. */
  hostsOf(host: string, aliases: readonly string[]): Pick<StoredSite, 'origin' | 'aliases'> {
    const origin = siteOriginOf(host);
    if (!origin) throw invalidHost('host', host);
    const own = hostOfOrigin(origin);
    const aliasHosts = aliases.map((alias) => {
      const aliasOrigin = siteOriginOf(alias);
      if (!aliasOrigin) throw invalidHost('aliases', alias);
      return hostOfOrigin(aliasOrigin) ?? normalHost(alias);
    });
    const unique = [...new Set(aliasHosts)].filter((alias) => alias !== own);
    return { origin, aliases: unique };
  }

  /**
   * Refuses `site` when one of its hosts is another site's (own or alias). A removed site keeps its
   * hosts until its rows are deleted, so that `sites restore` can always bring it back on them.
   */
  refuseTaken(others: readonly StoredSite[], site: Pick<StoredSite, 'origin' | 'aliases'>): void {
    const claims: HostClaim[] = others.flatMap((other) => {
      const origin = originOfSite(other, { publicOrigin: this.publicOrigin }, DEFAULT_SITE);
      const own = origin === undefined ? undefined : hostOfOrigin(origin);
      return [...(own ? [own] : []), ...other.aliases.map((alias) => normalHost(alias))].map((host) => ({
        host,
        site: other,
      }));
    });
    const wanted = [
      ...(site.origin ? [hostOfOrigin(site.origin)] : []),
      ...site.aliases.map((alias) => normalHost(alias)),
    ];
    for (const host of wanted) {
      const taken = claims.find((claim) => claim.host === host);
      if (taken)
        throw new Refusal(
          'conflict',
          `網址 ${host} 已屬於網站「${siteNameOf(taken.site)}」（${taken.site.code}）` +
            (taken.site.removedAt === undefined
              ? '。'
              : `，該網站已移除，網址保留到 ${purgeDateText(taken.site.removedAt)} 永久刪除為止。`),
        );
    }
  }
}
