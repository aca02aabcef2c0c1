import { accountNameBroken } from '../../shared/accounts.schema';
import { SEARCH_INDEX_VERSION } from '../content/search-columns';
import { SEARCH_INDEX_META_KEY } from '../ports/public-store.port';
import { checkBody } from '../../shared/authoring.schema';
import { documentLabel, ownTitleOf } from '../../shared/document-label';
import { CHROME_NAMES, documentIdOf, isIdSegment, type DocumentRef } from '../../shared/document-id';
import { slugOf } from '../../shared/item-slug';
import { moduleCreateSchema, takesNewItems } from '../../shared/modules.schema';
import type { PasswordPolicy } from '../../shared/password-rules';
import { passwordBroken } from '../accounts/password.service';
import { BAD_ID_TEXT, ITEM_CODE_TAKEN_TEXT, NO_NEW_ITEMS_TEXT } from '../authoring/authoring-rules';
import { slugRefusalIn, type SlugReads } from '../authoring/item-slug.policy';
import { publishBreaks } from '../authoring/publish-rules';
import { itemRow, pageRow } from '../content/item-rows';
import { SITE_DOCUMENTS } from '../ports/site-documents';
import type { ItemRow, SiteRows } from '../ports/site-seed-store.port';
import type { StoredDocument } from '../ports/document-store.port';
import { firstRevision } from '../authoring/first-revision';
import type { Clock } from '../platform/clock';
import { invalid, type Refusal } from '../platform/refusals';
import type { SiteStorage } from '../ports/storage.port';
import { SEED_ACCOUNT } from './policy-drafts';
import type { SeedAccount, SeedModule, SiteSeed } from './site-seed';

/** What a seed is planted as: the demo (`--demo`), another starter, or the placeholder of an empty start. */
export type SeedRole = 'demo' | 'starter' | 'placeholder';

/**
 * The meta key that marks which kind of site a database was given. `seeded_at` has marked the
 * demo since its first release, so a database seeded with it before is still known as the demo.
 */
export const SEED_MARKERS: Readonly<Record<SeedRole, string>> = {
  demo: 'seeded_at',
  starter: 'starter_seeded_at',
  placeholder: 'placeholder_site_at',
};

export const DEMO_ACCOUNTS_OUTSIDE_DEMO_TEXT =
  '只有示範網站可以宣告 demoAccounts（沿用 README 的示範密碼）；請以 --demo 或 THEMESITE_DEMO=1 載入示範網站，或移除 demoAccounts 並改用符合密碼規則的密碼。';
const ACCOUNT_TWICE_TEXT = '帳號重複出現在起始內容中。';

/** One rule a seed breaks: the document (or account) by its id and staff name, the field, and why. */
export interface SeedBreak {
  /** `item:news:news-003`, `chrome:footer`, `account:editor`, `seed` for the seed as a whole. */
  id: string;
  /** What staff call it: 頁尾, 「港口的故事」, 帳號 editor. */
  name: string;
  /** Where in it (`content`, `images[0].alt`, `password`); '' for the whole. */
  field: string;
  message: string;
}

/** How many broken rules the refusal's sentence spells out; its `fields` carry them all. */
const NAMED_IN_SENTENCE = 5;

/**
 * The refusal of a seed that breaks a rule: one zh-TW sentence naming the first breaks (document,
 * field, rule), and every break beside its `{id}.{field}` for whoever reads them all.
 */
export function seedRefusal(breaks: readonly SeedBreak[]): Refusal {
  // Each rule's sentence loses its own full stop: the list ends with one.
  const where = (b: SeedBreak) =>
    `${b.name}（${b.id}）${b.field ? `的「${b.field}」欄位` : ''}：${b.message.replace(/。$/, '')}`;
  const more = breaks.length > NAMED_IN_SENTENCE ? `；另有 ${breaks.length - NAMED_IN_SENTENCE} 處` : '';
  return invalid(
    `起始網站內容有 ${breaks.length} 處不符合規則，未寫入任何資料：` +
      `${breaks.slice(0, NAMED_IN_SENTENCE).map(where).join('；')}${more}。`,
    Object.fromEntries(breaks.map((b) => [b.field ? `${b.id}.${b.field}` : b.id, b.message])),
  );
}

/** One document of a seed as it will be published: its ref, its data and the module it belongs to. */
interface SeedDocument {
  ref: DocumentRef;
  data: unknown;
  moduleTitle?: string;
}

/**
 * Every document the seed becomes once written (as `ensureDocuments` adopts them): the chrome,
 * the home and landing structures, each module's settings, and its page or items.
 */
function documentsOf(seed: SiteSeed): SeedDocument[] {
  const docs: SeedDocument[] = CHROME_NAMES.map((name) => ({
    ref: { type: 'chrome', name },
    data: seed[name],
  }));
  docs.push({ ref: { type: 'structure', landing: 'home' }, data: seed.structure });
  for (const [landing, structure] of Object.entries(seed.landings))
    docs.push({ ref: { type: 'structure', landing }, data: structure });
  for (const [path, module] of Object.entries(seed.modules)) {
    const moduleTitle = module.info.title;
    docs.push({ ref: { type: 'settings', path }, data: { info: module.info, setting: module.setting } });
    if (module.page && !(path in seed.landings))
      docs.push({ ref: { type: 'page', path }, data: module.page, moduleTitle });
    for (const row of module.rows ?? [])
      docs.push({ ref: { type: 'item', path, id: row.id }, data: row, moduleTitle });
  }
  return docs;
}

/** The seed's own items as the 網址代稱 rule reads a site: nothing is stored yet. */
function seedSlugReads(seed: SiteSeed): SlugReads {
  const holders = new Map<string, string>();
  const titles = new Map<string, string>();
  const key = (path: string, text: string) => `${path}\u0000${text}`;
  for (const [path, module] of Object.entries(seed.modules)) {
    for (const row of module.rows ?? []) {
      titles.set(key(path, row.id), row.title);
      const slug = slugOf(row);
      // The first item that takes an address holds it; a later one is refused it.
      if (slug !== undefined && !holders.has(key(path, slug))) holders.set(key(path, slug), row.id);
    }
  }
  return {
    slugHolder: (path, slug) => Promise.resolve(holders.get(key(path, slug))),
    itemTitle: (path, id) => Promise.resolve(titles.get(key(path, id))),
    hasItemCode: (path, id) => Promise.resolve(titles.has(key(path, id))),
  };
}

/** The module's own rules, as 新增單元 checks them: its path, kind and page frame; items only where a kind takes them. */
function moduleBreaks(path: string, module: SeedModule): Array<{ field: string; message: string }> {
  const check = checkBody(moduleCreateSchema, {
    path,
    kind: module.kind,
    title: module.info.title,
    templateKey: module.info.templateKey,
  });
  const breaks = check.ok
    ? []
    : Object.entries(check.fields).map(([field, message]) => ({
        field: field === 'title' || field === 'templateKey' ? `info.${field}` : field,
        message,
      }));
  if ((module.rows?.length ?? 0) > 0 && !takesNewItems(module.kind))
    breaks.push({ field: 'rows', message: NO_NEW_ITEMS_TEXT });
  return breaks;
}

/** The accounts' rules: names as 帳號管理 takes them, passwords by the rules unless the demo's are kept. */
function accountBreaks(seed: SiteSeed, role: SeedRole, policy: PasswordPolicy): SeedBreak[] {
  const breaks: SeedBreak[] = [];
  const keepsDemoPasswords = seed.demoAccounts === true && role === 'demo';
  if (seed.demoAccounts === true && role !== 'demo')
    breaks.push({
      id: 'seed',
      name: '起始內容',
      field: 'demoAccounts',
      message: DEMO_ACCOUNTS_OUTSIDE_DEMO_TEXT,
    });
  const seen = new Set<string>();
  for (const account of seed.accounts) {
    const at = (field: string, message: string): SeedBreak => ({
      id: `account:${account.account}`,
      name: `帳號 ${account.account}`,
      field,
      message,
    });
    const nameBroken = accountNameBroken(account.account);
    if (nameBroken) breaks.push(at('account', nameBroken));
    if (seen.has(account.account.toLowerCase())) breaks.push(at('account', ACCOUNT_TWICE_TEXT));
    seen.add(account.account.toLowerCase());
    if (keepsDemoPasswords) continue;
    const passwordRule = passwordBroken(policy, account.account, account.password, account.displayName);
    if (passwordRule) breaks.push(at('password', passwordRule));
  }
  return breaks;
}

/**
 * Every rule `seed` breaks if planted as `role`: each document by the publish gate
 * (publish-rules.ts) and the 網址代稱 rule over the seed's own items, each module by 新增單元's
 * rules, each item code as 新增項目 takes one, and each account by the account and password rules.
 * Empty when it may be planted.
 */
export async function seedBreaks(
  seed: SiteSeed,
  role: SeedRole,
  passwordPolicy: PasswordPolicy,
): Promise<SeedBreak[]> {
  const breaks: SeedBreak[] = [];
  const slugs = seedSlugReads(seed);
  const codes = new Set<string>();
  for (const [path, module] of Object.entries(seed.modules)) {
    const id = documentIdOf({ type: 'settings', path });
    for (const broken of moduleBreaks(path, module))
      breaks.push({ id, name: documentLabel(id, { title: module.info.title }), ...broken });
  }
  for (const { ref, data, moduleTitle } of documentsOf(seed)) {
    const id = documentIdOf(ref);
    const name = documentLabel(id, { title: ownTitleOf(id, data), moduleTitle });
    const at = (field: string, message: string): SeedBreak => ({ id, name, field, message });
    if (ref.type === 'item') {
      if (!isIdSegment(ref.id)) {
        breaks.push(at('id', BAD_ID_TEXT));
        continue;
      }
      if (codes.has(id)) breaks.push(at('id', ITEM_CODE_TAKEN_TEXT));
      codes.add(id);
    }
    for (const broken of publishBreaks(ref, data)) breaks.push(at(broken.field, broken.message));
    const slugRefused = await slugRefusalIn(slugs, ref, data);
    if (slugRefused) breaks.push(at('slug', slugRefused.description));
  }
  return [...breaks, ...accountBreaks(seed, role, passwordPolicy)];
}

/** An account as it is written, its password already hashed. */
interface HashedAccount extends Omit<SeedAccount, 'password'> {
  passwordHash: string;
}

/**
 * Writes first sites into empty databases: the demo, a starter, or the placeholder. A seed is
 * checked whole first (`seedBreaks`), then its passwords are hashed, then every row is written in
 * one unit of work, so a crash mid-write leaves an empty database and a refused seed leaves nothing.
 */
export class SiteSeedService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly hasher: { hash(password: string): Promise<string> },
    private readonly passwordPolicy: PasswordPolicy,
    private readonly clock: Clock,
  ) {}

  /** True once a site was planted as `role`; later starts keep what editors and visitors changed. */
  holds(role: SeedRole): Promise<boolean> {
    return this.storage.stores.siteSeed.hasMeta(SEED_MARKERS[role]);
  }

  /** True when the database holds a site, whichever way it came. */
  hasSite(): Promise<boolean> {
    return this.storage.stores.siteSeed.hasSite();
  }

  /**
   * Plants `seed` as `role` into an empty database, or refuses it (nothing written) with every rule
   * it breaks named. Answers false, writing nothing, when a site is there already: two instances
   * starting together on one empty database write it once, as the unit of work looks again.
   */
  async plant(seed: SiteSeed, role: SeedRole): Promise<boolean> {
    if (await this.hasSite()) return false;
    const breaks = await seedBreaks(seed, role, this.passwordPolicy);
    if (breaks.length > 0) throw seedRefusal(breaks);
    const writtenAt = this.clock.now();
    // Hashing is slow and asynchronous, so it happens before the unit of work.
    const accounts = await Promise.all(
      seed.accounts.map(async ({ password, ...account }) => ({
        ...account,
        passwordHash: await this.hasher.hash(password),
      })),
    );
    const rows = siteRows(seed, accounts, writtenAt, SEED_MARKERS[role]);
    const drafts = draftDocuments(seed, writtenAt);
    return this.storage.write('site', async (tx) => {
      if (await tx.siteSeed.hasSite()) return false;
      await tx.siteSeed.writeSite(rows);
      // The drafts as 新增單元 writes a new page's: revision 1, created and never published.
      for (const doc of drafts) {
        await tx.documents.insert(doc);
        await tx.documents.insertRevision(doc.docId, 1, 'create', doc.draft, SEED_ACCOUNT, writtenAt);
      }
      return true;
    });
  }
}

/** The whole site as the store writes it: public tables, accounts, rights and the meta keys. */
function siteRows(seed: SiteSeed, accounts: HashedAccount[], writtenAt: number, marker: string): SiteRows {
  // The content has no editing history: writing it is its last update (「最後更新」 of a page).
  const updatedAt = new Date(writtenAt).toISOString();
  return {
    documents: SITE_DOCUMENTS.map((name) => ({ name, json: JSON.stringify(seed[name]) })),
    landings: Object.entries(seed.landings).map(([path, structure]) => ({
      path,
      json: JSON.stringify(structure),
    })),
    modules: Object.entries(seed.modules).map(([path, module]) => ({
      path,
      kind: module.kind,
      infoJson: JSON.stringify(module.info),
      settingJson: JSON.stringify(module.setting),
    })),
    items: Object.entries(seed.modules).flatMap(([path, module]) => itemRows(path, module, updatedAt)),
    users: accounts.map((account) => ({
      account: account.account,
      passwordHash: account.passwordHash,
      displayName: account.displayName,
      // The spec's rights object carries r, w and d; p is kept per path in user_rights only.
      rightsJson: JSON.stringify({ r: account.rights.r, w: account.rights.w, d: account.rights.d }),
      admin: account.admin ?? false,
      email: account.email ?? null,
      at: writtenAt,
    })),
    rights: accounts.flatMap((account) =>
      Object.entries({ '*': account.rights, ...account.pathRights }).map(([path, { r, w, d, p }]) => ({
        account: account.account,
        path,
        r,
        w,
        d,
        p,
      })),
    ),
    meta: [
      ...(seed.requireReview !== undefined
        ? [{ key: 'require_review', value: String(seed.requireReview) }]
        : []),
      ...(seed.indexEditable !== undefined
        ? [{ key: 'index_editable', value: String(seed.indexEditable) }]
        : []),
      { key: marker, value: String(writtenAt) },
      // Its rows' search columns are today's (item-rows.ts): the start has nothing to rebuild.
      { key: SEARCH_INDEX_META_KEY, value: SEARCH_INDEX_VERSION },
    ],
  };
}

/** The drafts of the modules the seed stores as drafts only (`SeedModule.draft`): pages and items. */
function draftDocuments(seed: SiteSeed, at: number): StoredDocument[] {
  const docs: StoredDocument[] = [];
  for (const { ref, data } of documentsOf(seed)) {
    if (ref.type !== 'page' && ref.type !== 'item') continue;
    if (seed.modules[ref.path]?.draft !== true) continue;
    docs.push(
      firstRevision({
        docId: documentIdOf(ref),
        type: ref.type,
        rightsPath: ref.path,
        draft: data,
        by: SEED_ACCOUNT,
        at,
      }),
    );
  }
  return docs;
}

function itemRows(modulePath: string, module: SeedModule, updatedAt: string): ItemRow[] {
  // A draft module's page and items are documents only, out of the public tables.
  if (module.draft === true) return [];
  // Each item and page says when it was last updated (最後更新), unless the content says so itself.
  if (module.page) return [pageRow(modulePath, { updatedAt, ...module.page })];
  return (module.rows ?? []).map((row, position) =>
    itemRow(modulePath, module.kind, { updatedAt, ...row }, position),
  );
}
