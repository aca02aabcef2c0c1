import { ApiError } from '../../domain/errors/api-errors';
import type { SitesSource } from '../../domain/sites/sites.port';
import {
  SITE_CODE_PATTERN,
  SITE_CODE_TEXT,
  type NewSiteBody,
  type SiteAction,
  type SiteAdministrator,
  type SiteAdministratorBody,
  type SitePerson,
  type SiteSummary,
} from '../../shared/sites.types';

const error = (status: number, description: string, fields?: Record<string, string>) =>
  new ApiError({
    status,
    error_description: description,
    code: `E${status}`,
    time: '2026-11-30 10:00:00',
    ...(fields ? { fields } : {}),
  });

/** A site as the twin starts with it: active, no aliases, nothing published, no media. */
export function aSite(code: string, overrides: Partial<SiteSummary> = {}): SiteSummary {
  return {
    code,
    name: code === 'default' ? '' : code,
    origin: code === 'default' ? null : `https://${code}.example.tw`,
    aliases: [],
    status: 'active',
    purgeAt: null,
    lastPublishedAt: null,
    mediaBytes: 0,
    administrators: [],
    ...overrides,
  };
}

const hostOf = (text: string): string => {
  const origin = /^[a-z]+:\/\//i.test(text) ? text : `https://${text}`;
  return new URL(origin).host;
};

/**
 * The in-memory twin of `ApiSites`, with the server's rules that the screen words: platform
 * administrators only, a code and a host for one site each, a person of the platform joins
 * (`people`), anyone else is a new account with a one-time password.
 */
export class MemorySites implements SitesSource {
  private readonly sites: SiteSummary[] = [aSite('default')];
  /** People of the platform, who join a site instead of getting a new account. */
  readonly people = new Map<string, string>();
  platformAdmin = true;
  /** The next call fails with this (a dropped network, a 500…), once. */
  failNext: Error | null = null;

  seed(site: SiteSummary): this {
    this.sites.push(site);
    return this;
  }

  private check(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
    if (!this.platformAdmin) throw error(403, '只有平台管理者可以管理網站。');
  }

  private find(code: string): SiteSummary {
    const site = this.sites.find((one) => one.code === code);
    if (!site) throw error(404, `找不到網站代碼「${code}」。`);
    return site;
  }

  list(): Promise<SiteSummary[]> {
    this.check();
    return Promise.resolve(this.sites.map((site) => ({ ...site })));
  }

  add(body: NewSiteBody): Promise<SiteSummary> {
    this.check();
    if (!SITE_CODE_PATTERN.test(body.code))
      throw error(400, `網站代碼「${body.code}」不符規則。`, { code: SITE_CODE_TEXT });
    const same = this.sites.find((site) => site.code === body.code);
    if (same) throw error(409, `網站代碼「${body.code}」已被網站「${same.name}」使用。`);
    const host = hostOf(body.host);
    const owner = this.sites.find((site) => site.origin !== null && hostOf(site.origin) === host);
    if (owner) throw error(409, `網址 ${host} 已屬於網站「${owner.name}」（${owner.code}）。`);
    if (body.copyFrom !== undefined && !this.sites.some((site) => site.code === body.copyFrom))
      throw error(400, `找不到要複製的網站「${body.copyFrom}」。`, { copyFrom: '請選擇一個現有的網站。' });
    const site = aSite(body.code, {
      name: body.name,
      origin: `https://${host}`,
      aliases: body.aliases ?? [],
    });
    this.sites.push(site);
    return Promise.resolve({ ...site });
  }

  act(code: string, action: SiteAction): Promise<SiteSummary> {
    this.check();
    const site = this.find(code);
    site.status = action === 'disable' ? 'disabled' : 'active';
    return Promise.resolve({ ...site });
  }

  giveAdministrator(code: string, body: SiteAdministratorBody): Promise<SiteAdministrator> {
    this.check();
    const site = this.find(code);
    const known = this.people.get(body.account);
    if (site.administrators.some((person) => person.account === body.account))
      throw error(409, `${known ?? body.account}（${body.account}）已是「${site.name}」的網站管理者。`);
    if (known === undefined && !body.displayName)
      throw error(400, '輸入資料有誤：請填寫顯示名稱', { displayName: '請填寫顯示名稱' });
    const person: SitePerson = { account: body.account, displayName: known ?? body.displayName! };
    site.administrators = [...site.administrators, person];
    this.people.set(person.account, person.displayName);
    return Promise.resolve({
      site: { ...site },
      person,
      joined: known !== undefined,
      ...(known === undefined ? { initialPassword: 'Tmp-4821-kite' } : {}),
    });
  }
}
