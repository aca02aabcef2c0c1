import type { ChecklistSource } from '../../domain/checklist/checklist.port';
import { ApiError } from '../../domain/errors/api-errors';
import type { SiteChecklist } from '../../shared/site-checklist';

/** The in-memory twin of `ApiChecklist`: answers `checklist`, or 403 in zh-TW for a non-administrator. */
export class MemoryChecklist implements ChecklistSource {
  admin = true;
  reads = 0;

  constructor(public checklist: SiteChecklist = { checkedAt: '2026-11-22T02:00:00.000Z', lines: [] }) {}

  read(): Promise<SiteChecklist> {
    this.reads += 1;
    if (!this.admin)
      return Promise.reject(
        new ApiError({
          status: 403,
          error_description: '只有網站管理者可以執行這項操作。',
          code: 'E403',
          time: '2026-11-22 10:00:00',
        }),
      );
    return Promise.resolve(this.checklist);
  }
}
