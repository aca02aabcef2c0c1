import * as v from 'valibot';
import { ACCOUNT_NAME_MAX, DISPLAY_NAME_MAX, EMAIL_MAX } from './accounts.schema';
import type { NewSiteBody, SiteAdministratorBody, SiteHostsBody } from './sites.types';

/**
 * The bodies of the sites API, their shape and lengths; the rules of a code, a name and a host
 * are the SitesService's, which answers with the same zh-TW `fields`.
 */

const HOST_MAX = 200;
const ALIASES_MAX = 20;

const host = v.pipe(v.string('請填網址'), v.maxLength(HOST_MAX, `網址不可超過 ${HOST_MAX} 個字`));
const aliases = v.optional(
  v.pipe(v.array(host, '其他網址須為清單'), v.maxLength(ALIASES_MAX, `其他網址最多 ${ALIASES_MAX} 個`)),
);

export const newSiteSchema: v.GenericSchema<unknown, NewSiteBody> = v.strictObject({
  code: v.pipe(v.string('請填網站代碼'), v.maxLength(40, '網站代碼不可超過 40 個字')),
  name: v.pipe(v.string('請填網站名稱'), v.maxLength(60, '網站名稱不可超過 60 個字')),
  host,
  aliases,
  copyFrom: v.optional(v.pipe(v.string(), v.maxLength(40, '網站代碼不可超過 40 個字'))),
});

export const siteHostsSchema: v.GenericSchema<unknown, SiteHostsBody> = v.strictObject({ host, aliases });

export const siteAdministratorSchema: v.GenericSchema<unknown, SiteAdministratorBody> = v.strictObject({
  account: v.pipe(
    v.string('請填帳號'),
    v.maxLength(ACCOUNT_NAME_MAX, `帳號不可超過 ${ACCOUNT_NAME_MAX} 個字`),
  ),
  displayName: v.optional(
    v.pipe(v.string(), v.maxLength(DISPLAY_NAME_MAX, `顯示名稱不可超過 ${DISPLAY_NAME_MAX} 個字`)),
  ),
  email: v.optional(v.pipe(v.string(), v.maxLength(EMAIL_MAX, `電子郵件地址不可超過 ${EMAIL_MAX} 個字元`))),
});
