import { INDEX_EDITABLE } from '../../shared/authoring.constants';
import type { SqliteDatabase } from '../database/sqlite.database';

export interface SiteSettings {
  indexEditable: boolean;
}

/** Site-wide editing settings, in the meta table; absent means the spec's defaults. */
export class SiteSettingsRepository {
  constructor(private readonly db: SqliteDatabase) {}

  read(): SiteSettings {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'index_editable'").get() as
      { value: string } | undefined;
    return { indexEditable: row === undefined ? INDEX_EDITABLE : row.value === 'true' };
  }

  write(settings: SiteSettings): void {
    this.db
      .prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('index_editable', ?)")
      .run(String(settings.indexEditable));
  }
}
