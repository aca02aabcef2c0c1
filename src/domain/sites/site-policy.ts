import { accountNameBroken, displayNameBroken, emailBroken } from '../../shared/accounts.schema';
import {
  SITE_CODE_PATTERN,
  SITE_CODE_TEXT,
  SITE_NAME_MAX_CHARS,
  SITE_NAME_TEXT,
  type SiteAction,
  type SitePerson,
  type SiteSummary,
} from '../../shared/sites.types';
import type { ConfirmQuestion } from '../dialogs/dialogs.port';
import { formatSize } from '../files/format-size';
import { formatClientTime } from '../time/client-time-format';

/** The default site's code; its record has no name until a platform names it. */
export const DEFAULT_SITE_CODE = 'default';

/** A site's name as staff read it (the server's `siteNameOf`). */
export const siteName = (site: Pick<SiteSummary, 'name'>): string => site.name || '預設網站';

/** 「海洋博物館（museum）」: the name, and the code beside it. */
export const siteLabel = (site: Pick<SiteSummary, 'name' | 'code'>): string =>
  `${siteName(site)}（${site.code}）`;

export const SITE_STATUS_TEXT: Readonly<Record<SiteSummary['status'], string>> = {
  active: '啟用',
  disabled: '停用',
};

/** Its state: 啟用, 停用, or removed and when it is deleted for good. */
export function siteStatusText(site: Pick<SiteSummary, 'status' | 'purgeAt'>): string {
  if (site.purgeAt === null) return SITE_STATUS_TEXT[site.status];
  const day = formatClientTime(Date.parse(site.purgeAt)).slice(0, 10).replaceAll('-', '/');
  return `已移除（${day} 永久刪除；在此之前可用 npm run sites -- restore 復原）`;
}

/** Its address, or what stands for it on the default site without one. */
export function siteOriginText(site: Pick<SiteSummary, 'origin'>): string {
  return site.origin ?? '伺服器的公開網址（PUBLIC_ORIGIN）';
}

/** Its other addresses, each of which answers 301 to the first; '' when it has none. */
export function siteAliasesText(site: Pick<SiteSummary, 'aliases'>): string {
  return site.aliases.length === 0 ? '' : `轉址：${site.aliases.join('、')}`;
}

export function lastPublishText(site: Pick<SiteSummary, 'lastPublishedAt'>): string {
  if (site.lastPublishedAt === null) return '尚未發布';
  return formatClientTime(Date.parse(site.lastPublishedAt)).slice(0, 16) || site.lastPublishedAt;
}

export function mediaSpaceText(site: Pick<SiteSummary, 'mediaBytes'>): string {
  return site.mediaBytes === 0 ? '沒有上傳檔案' : formatSize(site.mediaBytes);
}

export const personText = (person: SitePerson): string => `${person.displayName}（${person.account}）`;

export function administratorsText(site: Pick<SiteSummary, 'administrators'>): string {
  return site.administrators.length === 0 ? '尚無網站管理者' : site.administrators.map(personText).join('、');
}

/** The switch a row offers: 停用 on an active site, 啟用 on a disabled one. */
export const siteSwitch = (site: Pick<SiteSummary, 'status'>): SiteAction =>
  site.status === 'active' ? 'disable' : 'enable';

export const SITE_ACTION_TEXT: Readonly<Record<SiteAction, string>> = { disable: '停用', enable: '啟用' };

/** 停用 takes a site away from its visitors: asked first. 啟用 is not. */
export function siteActionQuestion(action: SiteAction, site: SiteSummary): ConfirmQuestion | null {
  if (action !== 'disable') return null;
  return {
    title: '停用網站',
    message:
      `停用 ${siteLabel(site)}？停用後訪客只會看到「${siteName(site)}暫停服務」的頁面；` +
      '網站的編輯者仍可登入，之後可以再啟用。',
    action: '停用',
  };
}

export function siteActionDone(action: SiteAction, site: SiteSummary): string {
  return action === 'disable' ? `已停用 ${siteLabel(site)}。` : `已啟用 ${siteLabel(site)}。`;
}

export interface NewSiteInput {
  code: string;
  name: string;
  host: string;
  /** One address a line (or separated by spaces or commas). */
  aliases: string;
}

export type NewSiteProblems = Partial<Record<keyof NewSiteInput | 'copyFrom', string>>;

/** What the form can tell before sending; the server checks again, and names taken hosts. */
export function newSiteProblems(input: NewSiteInput): NewSiteProblems {
  const problems: NewSiteProblems = {};
  if (!SITE_CODE_PATTERN.test(input.code.trim())) problems.code = SITE_CODE_TEXT;
  const name = input.name.trim();
  if (name === '' || [...name].length > SITE_NAME_MAX_CHARS) problems.name = SITE_NAME_TEXT;
  if (input.host.trim() === '') problems.host = '請填網站的網址，例如 museum.example.tw。';
  return problems;
}

/** The aliases as typed: split on white space and commas, blanks dropped. */
export const aliasesOf = (text: string): string[] => text.split(/[\s,，、]+/).filter((alias) => alias !== '');

export interface SiteAdministratorInput {
  account: string;
  displayName: string;
  email: string;
}

export type SiteAdministratorProblems = Partial<Record<keyof SiteAdministratorInput, string>>;

/**
 * What the form can tell before sending. A display name is needed only for a new account: the
 * server tells whether the account is a person of the platform already.
 */
export function siteAdministratorProblems(input: SiteAdministratorInput): SiteAdministratorProblems {
  const problems: SiteAdministratorProblems = {};
  const account = accountNameBroken(input.account.trim().toLowerCase());
  if (account) problems.account = account;
  const name = input.displayName.trim();
  if (name !== '') {
    const broken = displayNameBroken(name);
    if (broken) problems.displayName = broken;
  }
  const email = input.email.trim();
  if (email !== '') {
    const broken = emailBroken(email);
    if (broken) problems.email = broken;
  }
  return problems;
}

/** What 網站列表 announces once a site has its administrator. */
export function administratorGivenText(site: SiteSummary, person: SitePerson, joined: boolean): string {
  return joined
    ? `${personText(person)} 已加入 ${siteLabel(site)}，成為網站管理者；密碼與兩步驟驗證沿用原本的設定。`
    : `已在 ${siteLabel(site)} 建立網站管理者 ${personText(person)}。`;
}
