import type { AuditRow } from '../../shared/accounts.types';
import { auditActionText, auditDetailText, auditIpOf } from '../../shared/audit-words';
import type { AuditEntry, AuditFilter } from '../authoring/audit-store.port';
import { iso } from '../authoring/document-view';
import { DocumentTitleService } from '../authoring/document-titles';
import { spreadsheetCsv } from '../platform/spreadsheet-csv';
import { formatTaipeiDateTime } from '../platform/taipei-time';
import type { Storage } from '../storage/storage';

const CSV_HEADER = ['時間', '帳號', '動作', '文件', '版本', '說明', 'IP'];

/**
 * The audit log as staff read it: each line's document named by its title (`documentLabel`), its
 * action and detail in the words of the 稽核紀錄 screen, for the screen's pages and the CSV alike.
 * The titles of a page are read at once, not per line.
 */
export class AuditLogService {
  private readonly titles: DocumentTitleService;

  constructor(private readonly storage: Storage) {
    this.titles = new DocumentTitleService(() => storage.stores);
  }

  async page(
    filter: AuditFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: AuditRow[]; total: number }> {
    const { rows, total } = await this.storage.stores.audit.query(filter, limit, offset);
    const labels = await this.labelsOf(rows);
    return {
      rows: rows.map((entry) => ({
        ...entry,
        at: iso(entry.at),
        document: entry.docId === null ? null : (labels.get(entry.docId) ?? entry.docId),
      })),
      total,
    };
  }

  /**
   * The lines as the spreadsheet CSV (BOM, CRLF, formulas inert), with zh-TW action names, worded
   * details and the IP. The account column holds what anyone typed at a failed sign-in.
   */
  async csv(filter: AuditFilter, limit: number, offset: number): Promise<string> {
    const { rows } = await this.storage.stores.audit.query(filter, limit, offset);
    const labels = await this.labelsOf(rows);
    return spreadsheetCsv(
      CSV_HEADER,
      rows.map((row) => [
        formatTaipeiDateTime(row.at),
        row.account,
        auditActionText(row.action),
        row.docId === null ? '' : (labels.get(row.docId) ?? row.docId),
        row.revision === null ? '' : String(row.revision),
        row.detail === null ? '' : auditDetailText(row.detail, row.action),
        auditIpOf(row.detail),
      ]),
    );
  }

  private labelsOf(rows: AuditEntry[]): Promise<Map<string, string>> {
    return this.titles.labelsOf(rows.flatMap((row) => (row.docId === null ? [] : [row.docId])));
  }
}
