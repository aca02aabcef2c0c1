import { INDEX_EDITABLE } from '../../shared/authoring.constants';
import type { SiteSettings } from '../../shared/authoring.schema';
import type { SqliteDatabase } from '../database/sqlite.database';

export type { SiteSettings };

/** The meta key of each setting. */
const KEYS = { indexEditable: 'index_editable', requireReview: 'require_review' } as const;

/** What an absent row means: the spec's default for indexEditable; review off (issue 23). */
const DEFAULTS: SiteSettings = { indexEditable: INDEX_EDITABLE, requireReview: false };

/** Site-wide editing settings, in the meta table; absent means the defaults. */
export class SiteSettingsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  read(): SiteSettings {
    const rows = this.db
      .prepare(`SELECT key, value FROM meta WHERE key IN ('${KEYS.indexEditable}', '${KEYS.requireReview}')`)
      .all() as Array<{ key: string; value: string }>;
    const value = (name: keyof SiteSettings): boolean => {
      const row = rows.find((entry) => entry.key === KEYS[name]);
      return row === undefined ? DEFAULTS[name] : row.value === 'true';
    };
    return { indexEditable: value('indexEditable'), requireReview: value('requireReview') };
  }

  /** A setting the body leaves out keeps its value. */
  write(settings: Partial<SiteSettings>): void {
    const put = this.db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    for (const name of Object.keys(KEYS) as Array<keyof SiteSettings>) {
      const value = settings[name];
      if (value !== undefined) put.run(KEYS[name], String(value));
    }
  }
}
