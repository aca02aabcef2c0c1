import type { Kysely } from 'kysely';
import { INDEX_EDITABLE } from '../../../shared/authoring.constants';
import type { SiteSettings, SiteSettingsStore } from '../../ports/site-settings-store.port';
import type { Tables } from '../tables';

/** The meta key of each setting. */
const KEYS = {
  indexEditable: 'index_editable',
  requireReview: 'require_review',
  requireClassification: 'require_classification',
} as const;

/** What an absent row means: the spec's default for indexEditable; review and 分類檢索 not required. */
const DEFAULTS: SiteSettings = {
  indexEditable: INDEX_EDITABLE,
  requireReview: false,
  requireClassification: false,
};

/** The settings as rows of the meta table, `'true'` or `'false'`. */
export class KyselySiteSettingsStore implements SiteSettingsStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async read(): Promise<SiteSettings> {
    const rows = await this.q
      .selectFrom('meta')
      .select(['key', 'value'])
      .where('key', 'in', Object.values(KEYS))
      .execute();
    const value = (name: keyof SiteSettings): boolean => {
      const row = rows.find((entry) => entry.key === KEYS[name]);
      return row === undefined ? DEFAULTS[name] : row.value === 'true';
    };
    return {
      indexEditable: value('indexEditable'),
      requireReview: value('requireReview'),
      requireClassification: value('requireClassification'),
    };
  }

  async write(settings: Partial<SiteSettings>): Promise<void> {
    for (const name of Object.keys(KEYS) as Array<keyof SiteSettings>) {
      const value = settings[name];
      if (value === undefined) continue;
      await this.q
        .insertInto('meta')
        .values({ key: KEYS[name], value: String(value) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
        .execute();
    }
  }
}
