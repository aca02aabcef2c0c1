import type { Kysely } from 'kysely';
import type { ContentKind, MenuSetting, ModuleInfo } from '../../../shared/api-types';
import { LIST_LAYOUT_BY_KIND } from '../../../shared/layout-names';
import type { ModuleSummary } from '../../../shared/modules.schema';
import type { ModuleStore } from '../../ports/module-store.port';
import type { Tables } from '../tables';

export class KyselyModuleStore implements ModuleStore {
  constructor(private readonly q: Kysely<Tables>) {}

  async taken(path: string): Promise<boolean> {
    const row = await this.q
      .selectFrom('modules')
      .select('path')
      .where('path', '=', path)
      .unionAll((eb) => eb.selectFrom('landings').select('path').where('path', '=', path))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async list(): Promise<ModuleSummary[]> {
    const rows = await this.q
      .selectFrom('modules')
      .select(['path', 'kind', 'info_json'])
      .orderBy('path')
      .execute();
    // A single page is public once its page row exists (content.store.ts, page()).
    const pages = await this.q
      .selectFrom('items')
      .select('module_path')
      .where('kind', '=', 'single')
      .distinct()
      .execute();
    const published = new Set(pages.map((row) => row.module_path));
    return rows.map(({ path, kind, info_json }) => {
      const info = JSON.parse(info_json) as { title?: unknown; moduleKey?: unknown; redirectTo?: unknown };
      const title = info.title;
      // A landing page is stored as a single-kind module too; only a single page has a page row.
      const singlePage = kind === 'single' && info.moduleKey === LIST_LAYOUT_BY_KIND.single;
      return {
        path,
        kind: kind as ContentKind,
        title: typeof title === 'string' && title !== '' ? title : path,
        ...(singlePage && !published.has(path) ? { published: false as const } : {}),
        ...(typeof info.moduleKey === 'string' ? { moduleKey: info.moduleKey } : {}),
        ...(typeof info.redirectTo === 'string' && info.redirectTo !== ''
          ? { redirects: true as const }
          : {}),
      };
    });
  }

  async remove(path: string): Promise<void> {
    await this.q.deleteFrom('item_tags').where('module_path', '=', path).execute();
    await this.q.deleteFrom('items').where('module_path', '=', path).execute();
    await this.q.deleteFrom('landings').where('path', '=', path).execute();
    await this.q.deleteFrom('user_rights').where('path', '=', path).execute();
    await this.q.deleteFrom('modules').where('path', '=', path).execute();
  }

  async insert(path: string, kind: ContentKind, info: ModuleInfo, setting: MenuSetting): Promise<void> {
    await this.q
      .insertInto('modules')
      .values({ path, kind, info_json: JSON.stringify(info), setting_json: JSON.stringify(setting) })
      .execute();
  }

  async homeFrame(): Promise<string | undefined> {
    const row = await this.q
      .selectFrom('site_documents')
      .select('json')
      .where('name', '=', 'structure')
      .executeTakeFirst();
    if (!row) return undefined;
    const templateKey = (JSON.parse(row.json) as { templateKey?: unknown }).templateKey;
    return typeof templateKey === 'string' && templateKey !== '' ? templateKey : undefined;
  }
}
