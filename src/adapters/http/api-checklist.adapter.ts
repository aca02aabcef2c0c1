import type { ApiClient, ApiRequestOptions } from '../../application/api/api-client';
import type { ChecklistSource } from '../../domain/checklist/checklist.port';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';
import type { SiteChecklist } from '../../shared/site-checklist';

/** The screen words every failure in place (a 403 is a sentence). */
const INLINE: ApiRequestOptions = { errors: 'inline' };

/** 政府網站檢核 over the api client (docs/api.md, `GET /backend/site/checklist`). */
export class ApiChecklist implements ChecklistSource {
  constructor(private readonly api: ApiClient) {}

  read(): Promise<SiteChecklist> {
    return this.api.get<SiteChecklist>(AUTHORING_PATHS.siteChecklist, INLINE);
  }
}
