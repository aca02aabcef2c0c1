import type { ContentKind, MenuSetting, ModuleInfo } from '../../shared/api-types';
import type { ModuleSummary } from '../../shared/modules.schema';

/** The modules as 新增單元 needs them; writes run in the caller's unit of work. */
export interface ModuleStore {
  /** A module or a landing page already answers at `path`. */
  taken(path: string): Promise<boolean>;
  /** Every module by path, titled as its page is (the path when it has no title). */
  list(): Promise<ModuleSummary[]>;
  insert(path: string, kind: ContentKind, info: ModuleInfo, setting: MenuSetting): Promise<void>;
  /** The home page's frame (`template-001` …), or undefined before the site has a home page. */
  homeFrame(): Promise<string | undefined>;
  /**
   * Takes the module at `path` off the site: its row, its public rows (items, their tags, a
   * landing's sections) and the rights rows that name its path, so a module made later at the
   * same path starts with none.
   */
  remove(path: string): Promise<void>;
}
