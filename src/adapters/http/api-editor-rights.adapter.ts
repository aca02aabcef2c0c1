import type { ApiClient } from '../../application/api/api-client';
import type { RightsSource } from '../../domain/content/content.port';
import type { Rights } from '../../domain/rights/rights';
import { API_PATHS } from '../../shared/api-paths';

/**
 * `GET /backend/rights/{path}` for the editor's own choices (the module the dashboard opens on):
 * a failure is the caller's to word, so it shows no error dialog, unlike the rights the editor
 * tools page asks for on request (api-content.adapter.ts).
 */
export class ApiEditorRights implements RightsSource {
  constructor(private readonly api: ApiClient) {}

  rights(path: string): Promise<Rights> {
    return this.api.get<Rights>(API_PATHS.rights(path), { errors: 'inline' });
  }
}
