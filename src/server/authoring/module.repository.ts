import type { ContentKind, MenuSetting, ModuleInfo } from '../../shared/api-types';
import type { ModuleSummary } from '../../shared/modules.schema';
import type { SqliteDatabase } from '../database/sqlite.database';

/** The modules table as 新增單元 needs it. Callers hold the transaction (`immediate`). */
export class ModuleRepository {
  constructor(private readonly db: SqliteDatabase) {}

  /** A module or a landing page already answers at `path`. */
  taken(path: string): boolean {
    return (
      this.db
        .prepare(
          'SELECT 1 FROM modules WHERE path = ? UNION ALL SELECT 1 FROM landings WHERE path = ? LIMIT 1',
        )
        .get(path, path) !== undefined
    );
  }

  /** Every module by path, titled as its page is (the path when it has no title). */
  list(): ModuleSummary[] {
    const rows = this.db.prepare('SELECT path, kind, info_json FROM modules ORDER BY path').all() as Array<{
      path: string;
      kind: ContentKind;
      info_json: string;
    }>;
    return rows.map(({ path, kind, info_json }) => {
      const title = (JSON.parse(info_json) as { title?: unknown }).title;
      return { path, kind, title: typeof title === 'string' && title !== '' ? title : path };
    });
  }

  insert(path: string, kind: ContentKind, info: ModuleInfo, setting: MenuSetting): void {
    this.db
      .prepare('INSERT INTO modules (path, kind, info_json, setting_json) VALUES (?, ?, ?, ?)')
      .run(path, kind, JSON.stringify(info), JSON.stringify(setting));
  }

  /** The home page's frame (`template-001` …), or undefined before the site has a home page. */
  homeFrame(): string | undefined {
    const row = this.db.prepare("SELECT json FROM site_documents WHERE name = 'structure'").get() as
      { json: string } | undefined;
    if (!row) return undefined;
    const templateKey = (JSON.parse(row.json) as { templateKey?: unknown }).templateKey;
    return typeof templateKey === 'string' && templateKey !== '' ? templateKey : undefined;
  }
}
