import type { SiteSettingsSource } from '../../domain/site-settings/site-settings.port';
import { ApiError } from '../../domain/errors/api-errors';
import {
  checkSiteSettings,
  EMPTY_CONTACT,
  normaliseUpdate,
  type FullSiteSettings,
  type SiteSettingsUpdate,
} from '../../shared/site-settings.schema';

/** The placeholder site's settings, as a database started without the demo answers them. */
export const PLACEHOLDER_SETTINGS: FullSiteSettings = {
  indexEditable: true,
  requireReview: false,
  requireClassification: false,
  title: '網站名稱',
  agency: '',
  description: '網站建置中',
  keywords: [],
  calendar: 'gregorian',
  pageFeedback: true,
  contact: { ...EMPTY_CONTACT },
};

const error = (status: number, description: string, fields?: Record<string, string>) =>
  new ApiError({
    status,
    error_description: description,
    code: `E${status}`,
    time: '2026-11-22 10:00:00',
    ...(fields ? { fields } : {}),
  });

/**
 * The in-memory twin of `ApiSiteSettings`: the server's rules (the shared schema, administrators
 * only, text kept trimmed, what a PUT leaves out kept). `saves` records what was sent.
 */
export class MemorySiteSettings implements SiteSettingsSource {
  readonly saves: SiteSettingsUpdate[] = [];
  admin = true;
  /** The next read or save fails with this (a dropped network, a 500…), once. */
  failNext: Error | null = null;

  constructor(public settings: FullSiteSettings = PLACEHOLDER_SETTINGS) {}

  private takeFailure(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }

  async read(): Promise<FullSiteSettings> {
    await Promise.resolve();
    this.takeFailure();
    return JSON.parse(JSON.stringify(this.settings)) as FullSiteSettings;
  }

  async mayChange(): Promise<boolean> {
    await Promise.resolve();
    this.takeFailure();
    return this.admin;
  }

  async save(update: SiteSettingsUpdate): Promise<FullSiteSettings> {
    await Promise.resolve();
    this.takeFailure();
    if (!this.admin) throw error(403, '只有網站管理者可以執行這項操作。');
    const check = checkSiteSettings(update);
    if (!check.ok) throw error(400, '輸入的資料有誤，請檢查各欄位。', check.fields);
    this.saves.push(update);
    const { contact, ...rest } = normaliseUpdate(check.value);
    this.settings = { ...this.settings, ...rest, contact: { ...this.settings.contact, ...contact } };
    return JSON.parse(JSON.stringify(this.settings)) as FullSiteSettings;
  }
}
