import type { SiteChecklist } from '../../shared/site-checklist';

/**
 * 政府網站檢核 (administrators): `GET /backend/site/checklist`. Failures reject with the api
 * client's typed errors (`ApiError` with the server's zh-TW words; 403 for anyone else).
 */
export interface ChecklistSource {
  read(): Promise<SiteChecklist>;
}
