import type { MenuItem, SiteFooter } from '../../shared/api-types';
import { documentIdOf } from '../../shared/document-id';
import { offersOpenData } from '../../shared/open-data';
import { POLICY_PAGES } from '../../shared/policy-pages';
import { CLASSIFICATION_FIELDS, type SiteChecklist } from '../../shared/site-checklist';
import { requireAdministrator } from '../authoring/authoring-rules';
import { BACKUP_AUDIT_ACTION } from '../backup/backup.service';
import { itemOrder } from '../content/kind-fields';
import type { Clock } from '../platform/clock';
import type { ContentItem, StoredModule } from '../ports/content-store.port';
import type { SiteStorage } from '../ports/storage.port';
import { publicSiteDocument } from '../site/public-site-document';
import { evaluateChecklist, type ChecklistFacts, type PolicyPageState } from './site-checklist';

/** What the server knows at run time that the stored data cannot say: its own settings. */
export interface ChecklistRuntime {
  /** The site's origin (its own, else PUBLIC_ORIGIN); undefined when neither is set. */
  publicOrigin: string | undefined;
  defaultSite: boolean;
  /** CAPTCHA_SECRET (or a verifier given in its place), CAPTCHA=off, or neither. */
  captcha: ChecklistFacts['captcha'];
  /** REQUIRE_2FA. */
  twoFactor: ChecklistFacts['twoFactor'];
}

/** Items read per query while counting classifications. */
const PAGE = 500;

const SITEMAP_ADDRESS = /^(?:https?:\/\/[^/]+)?\/home\/[^/?#]+\/sitemap(?:[?#]|$)/;

const hasText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Whether `record` carries a classification in any of the three fields. */
export function carriesClassification(record: unknown): boolean {
  if (record === null || typeof record !== 'object') return false;
  const fields = record as Record<string, unknown>;
  return CLASSIFICATION_FIELDS.some((field) => hasText(fields[field]));
}

function countEntries(items: readonly MenuItem[] | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + 1 + countEntries(item.children), 0);
}

function leadsToSitemap(items: readonly MenuItem[] | undefined): boolean {
  return (items ?? []).some(
    (item) =>
      (item.url !== undefined ? SITEMAP_ADDRESS.test(item.url) : item.path === 'sitemap') ||
      leadsToSitemap(item.children),
  );
}

/**
 * 政府網站檢核 (administrators): gathers the site's facts — its policy pages' documents, the footer
 * and menu as visitors get them, its modules and their published items, the last backup's audit
 * row — with the server's own settings, and lets the rules (site-checklist.ts) decide each line.
 */
export class SiteChecklistService {
  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
    private readonly runtime: ChecklistRuntime,
  ) {}

  async check(account: string): Promise<SiteChecklist> {
    await requireAdministrator(this.storage.stores, account);
    const facts = await this.facts();
    const now = this.clock.now();
    return { checkedAt: new Date(now).toISOString(), lines: evaluateChecklist(facts, now) };
  }

  async facts(): Promise<ChecklistFacts> {
    const { content, audit } = this.storage.stores;
    const footer = (await publicSiteDocument(content, 'footer')) as SiteFooter | undefined;
    const menu = (await content.siteDocument('menu')) as MenuItem[] | undefined;
    const sitemap = (await content.siteDocument('sitemap')) as MenuItem[] | undefined;
    const modules = await content.modules();
    const mark = footer?.accessibilityMark;
    const lastBackup = (await audit.query({ action: BACKUP_AUDIT_ACTION }, 1, 0)).rows[0];
    const listing = modules.filter((module) => offersOpenData(module.kind));
    const withItems = await Promise.all(
      listing.map(
        async (module) =>
          (await content.listItems(module.path, {}, itemOrder(module.kind, {}), { limit: 1, offset: 0 }))
            .total > 0,
      ),
    );
    return {
      policyPages: await Promise.all(
        POLICY_PAGES.map(async ({ path, title }) => ({ path, title, state: await this.pageState(path) })),
      ),
      accessibilityMark: {
        shown: hasText(mark?.image),
        date: hasText(mark?.date) ? String(mark?.date).trim() : null,
      },
      contact: {
        address: footer?.address?.trim() ?? '',
        phone: footer?.phone?.trim() ?? '',
        email: footer?.email?.trim() ?? '',
      },
      footerUpdatedAt: hasText(footer?.updatedAt) ? (footer?.updatedAt ?? '').trim() : null,
      listingModules: listing.map((module) => ({
        path: module.path,
        title: module.info.title,
        showDate: module.setting.showDate !== false,
        showViews: module.setting.showViews !== false,
      })),
      sitemap: {
        entries: countEntries(sitemap),
        linkedFromFooter: (footer?.links ?? []).some((link) => SITEMAP_ADDRESS.test(link.url)),
        linkedFromMenu: leadsToSitemap(menu),
      },
      classification: await this.classification(modules),
      openData: { datasets: listing.length, withItems: withItems.filter(Boolean).length },
      publicOrigin: this.runtime.publicOrigin ?? null,
      defaultSite: this.runtime.defaultSite,
      captcha: this.runtime.captcha,
      twoFactor: this.runtime.twoFactor,
      lastBackupAt: lastBackup?.at ?? null,
    };
  }

  /** A policy page's document: published, a draft never published, or not there (or in the trash). */
  private async pageState(path: string): Promise<PolicyPageState> {
    const doc = await this.storage.stores.documents.find(documentIdOf({ type: 'page', path }));
    if (!doc || doc.deletedAt !== null) return 'absent';
    return doc.publishedRevision === null ? 'draft' : 'published';
  }

  /**
   * Every published item and single page, counted over their stored JSON: classified when the
   * document, or its module's settings as defaults, carry one of the three fields.
   */
  private async classification(modules: readonly StoredModule[]): Promise<ChecklistFacts['classification']> {
    const { content } = this.storage.stores;
    let published = 0;
    let classified = 0;
    const count = (rows: readonly ContentItem[], byModule: boolean) => {
      published += rows.length;
      classified += byModule ? rows.length : rows.filter(carriesClassification).length;
    };
    for (const module of modules) {
      const byModule = carriesClassification(module.setting);
      if (module.kind === 'single') {
        const page = await content.page(module.path);
        if (page) count([page], byModule);
        continue;
      }
      if (!offersOpenData(module.kind)) continue;
      const order = itemOrder(module.kind, {});
      for (let offset = 0; ; offset += PAGE) {
        const answer = await content.listItems(module.path, {}, order, { limit: PAGE, offset });
        count(answer.rows, byModule);
        if (answer.rows.length < PAGE || offset + PAGE >= answer.total) break;
      }
    }
    return { classified, published };
  }
}
