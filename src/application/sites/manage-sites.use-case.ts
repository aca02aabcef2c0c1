import { accountFailureText, isRefusal } from '../../domain/accounts/account-failures';
import type { Dialogs } from '../../domain/dialogs/dialogs.port';
import { ApiError } from '../../domain/errors/api-errors';
import {
  administratorGivenText,
  aliasesOf,
  newSiteProblems,
  siteActionDone,
  siteActionQuestion,
  siteAdministratorProblems,
  type NewSiteInput,
  type NewSiteProblems,
  type SiteAdministratorInput,
  type SiteAdministratorProblems,
} from '../../domain/sites/site-policy';
import type { SitesSource } from '../../domain/sites/sites.port';
import type { SiteAction, SitePerson, SiteSummary } from '../../shared/sites.types';

export type SitesOutcome =
  | { kind: 'listed'; sites: SiteSummary[] }
  /** Not a platform administrator (403): the server's sentence, shown instead of the table. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

/** 網站列表 opens: every site with its figures. */
export async function loadSites(source: Pick<SitesSource, 'list'>): Promise<SitesOutcome> {
  try {
    return { kind: 'listed', sites: await source.list() };
  } catch (error) {
    const message = accountFailureText(error, '無法載入網站列表，請稍後再試。');
    return isRefusal(error) ? { kind: 'refused', message } : { kind: 'failed', message };
  }
}

/** The 400's or 409's fields that belong to the form, so each message stands under its input. */
function problemsOf<K extends string>(error: unknown, names: readonly K[]): Partial<Record<K, string>> {
  const problems: Partial<Record<K, string>> = {};
  if (error instanceof ApiError && error.fields)
    for (const name of names) if (error.fields[name]) problems[name] = error.fields[name];
  return problems;
}

export interface NewSiteRequest extends NewSiteInput {
  /** A site whose structure and chrome the new one copies; '' for an empty site. */
  copyFrom: string;
}

export type CreateSiteOutcome =
  | { kind: 'created'; site: SiteSummary }
  | { kind: 'invalid'; problems: NewSiteProblems }
  /** The server refused (a taken code or host, a 403…): its words, and the fields it named. */
  | { kind: 'failed'; message: string; problems: NewSiteProblems };

const NEW_SITE_FIELDS = ['code', 'name', 'host', 'aliases', 'copyFrom'] as const;

/** 新增網站: checked here first, then made empty or as a copy of another site's structure. */
export async function createSite(
  source: Pick<SitesSource, 'add'>,
  request: NewSiteRequest,
): Promise<CreateSiteOutcome> {
  const problems = newSiteProblems(request);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
  try {
    const site = await source.add({
      code: request.code.trim(),
      name: request.name.trim(),
      host: request.host.trim(),
      aliases: aliasesOf(request.aliases),
      ...(request.copyFrom === '' ? {} : { copyFrom: request.copyFrom }),
    });
    return { kind: 'created', site };
  } catch (error) {
    // A taken host is named in the sentence (it names the site that has it): it stands under 網址.
    const problems = problemsOf(error, NEW_SITE_FIELDS);
    const message = accountFailureText(error, '無法新增網站，請稍後再試。');
    if (error instanceof ApiError && error.status === 409 && Object.keys(problems).length === 0)
      problems[/網站代碼/.test(message) ? 'code' : 'host'] = message;
    return { kind: 'failed', message, problems };
  }
}

export type GiveAdministratorOutcome =
  | {
      kind: 'given';
      site: SiteSummary;
      person: SitePerson;
      message: string;
      /** A new account's one-time password, shown once; absent for a person who joined. */
      initialPassword?: string;
    }
  | { kind: 'invalid'; problems: SiteAdministratorProblems }
  | { kind: 'failed'; message: string; problems: SiteAdministratorProblems };

const ADMINISTRATOR_FIELDS = ['account', 'displayName', 'email'] as const;

/**
 * 指定網站管理者: a person already on the platform joins the site as its administrator; anyone
 * else gets a new account there, and the one-time password to hand over.
 */
export async function giveSiteAdministrator(
  source: Pick<SitesSource, 'giveAdministrator'>,
  site: SiteSummary,
  input: SiteAdministratorInput,
): Promise<GiveAdministratorOutcome> {
  const problems = siteAdministratorProblems(input);
  if (Object.keys(problems).length > 0) return { kind: 'invalid', problems };
  const displayName = input.displayName.trim();
  const email = input.email.trim();
  try {
    const given = await source.giveAdministrator(site.code, {
      account: input.account.trim().toLowerCase(),
      ...(displayName === '' ? {} : { displayName }),
      ...(email === '' ? {} : { email }),
    });
    return {
      kind: 'given',
      site: given.site,
      person: given.person,
      message: administratorGivenText(given.site, given.person, given.joined),
      ...(given.initialPassword === undefined ? {} : { initialPassword: given.initialPassword }),
    };
  } catch (error) {
    return {
      kind: 'failed',
      message: accountFailureText(error, '無法指定網站管理者，請稍後再試。'),
      problems: problemsOf(error, ADMINISTRATOR_FIELDS),
    };
  }
}

export type SiteActionOutcome =
  | { kind: 'done'; site: SiteSummary; message: string }
  | { kind: 'declined' }
  | { kind: 'failed'; message: string };

/** 停用 (asked first) or 啟用 a site. */
export async function switchSite(
  ports: { sites: Pick<SitesSource, 'act'>; dialogs: Pick<Dialogs, 'confirm'> },
  site: SiteSummary,
  action: SiteAction,
): Promise<SiteActionOutcome> {
  const question = siteActionQuestion(action, site);
  if (
    question &&
    !(await ports.dialogs.confirm(question.message, question.title, { action: question.action }))
  )
    return { kind: 'declined' };
  try {
    const changed = await ports.sites.act(site.code, action);
    return { kind: 'done', site: changed, message: siteActionDone(action, changed) };
  } catch (error) {
    return { kind: 'failed', message: accountFailureText(error, '無法完成這個動作，請稍後再試。') };
  }
}

/** 網站列表's use cases, bound to the sites port and the dialogs. */
export interface SitesKit {
  load(): Promise<SitesOutcome>;
  create(request: NewSiteRequest): Promise<CreateSiteOutcome>;
  giveAdministrator(site: SiteSummary, input: SiteAdministratorInput): Promise<GiveAdministratorOutcome>;
  act(site: SiteSummary, action: SiteAction): Promise<SiteActionOutcome>;
}

export function sitesKitOver(ports: { sites: SitesSource; dialogs: Pick<Dialogs, 'confirm'> }): SitesKit {
  return {
    load: () => loadSites(ports.sites),
    create: (request) => createSite(ports.sites, request),
    giveAdministrator: (site, input) => giveSiteAdministrator(ports.sites, site, input),
    act: (site, action) => switchSite(ports, site, action),
  };
}
