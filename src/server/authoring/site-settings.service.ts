import type { SiteFooter } from '../../shared/api-types';
import type { SiteSettings } from '../../shared/authoring.schema';
import {
  CONTACT_FIELDS,
  normaliseUpdate,
  SITE_SETTINGS_LABELS,
  type FullSiteSettings,
  type SiteSettingsUpdate,
} from '../../shared/site-settings.schema';
import { AuditWriter } from '../platform/audit-writer';
import type { Clock } from '../platform/clock';
import { contactOf, type StoredMetadata } from '../site/public-site-document';
import type { Stores } from '../ports/stores.port';
import type { SiteStorage } from '../ports/storage.port';
import { publicChangeIn } from './public-changes';
import type { PublicChanges } from '../ports/public-changes.port';
import { requireAdministrator } from './authoring-rules';

const onOff = (value: boolean) => (value ? '開啟' : '關閉');
const calendarName = (value: string) => (value === 'roc' ? '民國' : '西元');
const quoted = (value: string) => (value === '' ? '（空白）' : `「${value}」`);

/**
 * The audit row's detail in words, one clause per changed field in the screen's order:
 * 「網站名稱：「網站名稱」→「臨海文化館」；發布前需送審：關閉 → 開啟」. Empty when nothing changed.
 */
export function describeSettingsChange(before: FullSiteSettings, after: FullSiteSettings): string {
  const L = SITE_SETTINGS_LABELS;
  const clauses: string[] = [];
  const text = (label: string, from: string, to: string) => {
    if (from !== to) clauses.push(`${label}：${quoted(from)} → ${quoted(to)}`);
  };
  text(L.title, before.title, after.title);
  text(L.agency, before.agency, after.agency);
  text(L.description, before.description, after.description);
  text(L.keywords, before.keywords.join('、'), after.keywords.join('、'));
  if (before.requireReview !== after.requireReview)
    clauses.push(`${L.requireReview}：${onOff(before.requireReview)} → ${onOff(after.requireReview)}`);
  if (before.requireClassification !== after.requireClassification)
    clauses.push(
      `${L.requireClassification}：${onOff(before.requireClassification)} → ${onOff(after.requireClassification)}`,
    );
  if (before.indexEditable !== after.indexEditable)
    clauses.push(`${L.indexEditable}：${onOff(before.indexEditable)} → ${onOff(after.indexEditable)}`);
  if (before.calendar !== after.calendar)
    clauses.push(`${L.calendar}：${calendarName(before.calendar)} → ${calendarName(after.calendar)}`);
  if (before.pageFeedback !== after.pageFeedback)
    clauses.push(`${L.pageFeedback}：${onOff(before.pageFeedback)} → ${onOff(after.pageFeedback)}`);
  for (const field of CONTACT_FIELDS) text(L[field], before.contact[field], after.contact[field]);
  return clauses.join('；');
}

/** What applying `update` to `current` gives: fields left out keep their values. */
export function applySettingsUpdate(current: FullSiteSettings, update: SiteSettingsUpdate): FullSiteSettings {
  const { contact, ...rest } = normaliseUpdate(update);
  return { ...current, ...rest, contact: { ...current.contact, ...contact } };
}

type SettingsReader = Pick<Stores, 'siteSettings' | 'content'>;

async function readFrom(stores: SettingsReader): Promise<FullSiteSettings> {
  const switches = await stores.siteSettings.read();
  const metadata = (await stores.content.siteDocument('metadata')) as StoredMetadata | undefined;
  const footer = (await stores.content.siteDocument('footer')) as SiteFooter | undefined;
  return {
    ...switches,
    title: metadata?.title ?? '',
    agency: metadata?.agency ?? '',
    description: metadata?.description ?? '',
    keywords: metadata?.keywords ?? [],
    calendar: metadata?.calendar === 'roc' ? 'roc' : 'gregorian',
    pageFeedback: metadata?.pageFeedback !== false,
    contact: contactOf(metadata, footer),
  };
}

/**
 * 網站設定 (administrators): the switches (送審, 首頁可編排) in the meta table and the site's name,
 * description, keywords, calendar and contact details in its metadata. One change is one unit of
 * work with its worded audit row and the public change that drops every rendered page, so the
 * next visitor's `<title>`, home heading and description are the new ones.
 */
export class SiteSettingsService {
  private readonly audit: AuditWriter;

  constructor(
    private readonly storage: SiteStorage,
    clock: Clock,
    private readonly changes: PublicChanges,
  ) {
    this.audit = new AuditWriter(clock);
  }

  read(): Promise<FullSiteSettings> {
    return readFrom(this.storage.stores);
  }

  /** A site-wide switch, not content: an administrator's, decided inside the unit of work. */
  async update(account: string, update: SiteSettingsUpdate): Promise<FullSiteSettings> {
    return this.storage.write('site', async (tx) => {
      await requireAdministrator(tx, account);
      const before = await readFrom(tx);
      const after = applySettingsUpdate(before, update);
      const detail = describeSettingsChange(before, after);
      if (detail === '') return before;
      const switches: SiteSettings = {
        indexEditable: after.indexEditable,
        requireReview: after.requireReview,
        requireClassification: after.requireClassification,
      };
      await tx.siteSettings.write(switches);
      const metadata = ((await tx.content.siteDocument('metadata')) ?? {}) as StoredMetadata;
      const next: StoredMetadata = {
        ...metadata,
        title: after.title,
        agency: after.agency,
        description: after.description,
        keywords: after.keywords,
        calendar: after.calendar,
        pageFeedback: after.pageFeedback,
      };
      // The contact details become 網站設定's (over the footer's own) once they are saved here.
      if (update.contact !== undefined || metadata.contact) next.contact = after.contact;
      await tx.publicSite.putSiteDocument('metadata', next);
      await this.audit.record(tx, { account, action: 'settings.update', detail });
      // The name, description and switches are on every page: no rendered page is kept across them.
      await publicChangeIn(tx, this.changes, { type: 'site' });
      return readFrom(tx);
    });
  }
}
