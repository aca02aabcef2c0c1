import type { ContentKind, MenuSetting, ModuleInfo } from '../../shared/api-types';
import type { ModuleSummary } from '../../shared/modules.schema';

/** The modules as 新增單元 (issue 22) needs them; writes run in the caller's unit of work. */
export interface ModuleStore {
  /** A module or a landing page already answers at `path`. */
  taken(path: string): Promise<boolean>;
  /** Every module by path, titled as its page is (the path when it has no title). */
  list(): Promise<ModuleSummary[]>;
  insert(path: string, kind: ContentKind, info: ModuleInfo, setting: MenuSetting): Promise<void>;
  /** The home page's frame (`template-001` …), or undefined before the site has a home page. */
  homeFrame(): Promise<string | undefined>;
}
