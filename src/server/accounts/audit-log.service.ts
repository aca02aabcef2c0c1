import type { AuditPage } from '../../shared/accounts.types';
import { auditActionText, auditDetailText, auditIpOf } from '../../shared/audit-words';
import type { AuditEntry } from '../ports/audit-store.port';
import { requireAdministrator, requireRules } from '../authoring/authoring-rules';
import { iso } from '../authoring/document-view';
import { DocumentTitleService } from '../authoring/document-titles';
import type { Clock } from '../platform/clock';
import { spreadsheetCsv } from '../platform/spreadsheet-csv';
import { formatTaipeiDateTime } from '../platform/taipei-time';
import type { SiteStorage } from '../ports/storage.port';
import {
  asksOneDocument,
  AUDIT_CSV_MAX,
  AUDIT_PAGE_DEFAULT,
  auditFilterOf,
  auditPageOf,
  type AuditQuery,
} from './audit-query';

const CSV_HEADER = ['時間', '帳號', '動作', '文件', '版本', '說明', 'IP'];

/** Who reads the log: an account signed in. */
export interface AuditReader {
  readonly account: string;
}

/**
 * The audit log as staff read it: each line's document named by its title (`documentLabel`), its
 * action and detail in the words of the 稽核紀錄 screen, for the screen's pages and the CSV alike.
 * The titles of a page are read at once, not per line. The whole log is for administrators; a
 * document's own entries stay readable by whoever may read the document, as the history panel
 * has always used them.
 */
export class AuditLogService {
  private readonly titles: DocumentTitleService;

  constructor(
    private readonly storage: SiteStorage,
    private readonly clock: Clock,
  ) {
    this.titles = new DocumentTitleService(() => storage.stores);
  }

  async page(reader: AuditReader, query: AuditQuery): Promise<AuditPage> {
    const { stores } = this.storage;
    if (asksOneDocument(query) && !(await stores.users.find(reader.account))?.admin)
      await requireRules(stores, reader.account, query.docId, [{ right: 'r' }]);
    else await requireAdministrator(stores, reader.account);
    const filter = auditFilterOf(query);
    const { limit, offset } = auditPageOf(query, AUDIT_PAGE_DEFAULT);
    const { rows, total } = await stores.audit.query(filter, limit, offset);
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
   * details and the IP, for administrators, named for the day in Taipei. The account column holds
   * what anyone typed at a failed sign-in.
   */
  async csv(reader: AuditReader, query: AuditQuery): Promise<{ fileName: string; csv: string }> {
    const { stores } = this.storage;
    await requireAdministrator(stores, reader.account);
    const filter = auditFilterOf(query);
    const { limit, offset } = auditPageOf(query, AUDIT_CSV_MAX);
    const { rows } = await stores.audit.query(filter, limit, offset);
    const labels = await this.labelsOf(rows);
    const fileName = `audit-${formatTaipeiDateTime(this.clock.now()).slice(0, 10)}.csv`;
    const csv = spreadsheetCsv(
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
    return { fileName, csv };
  }

  private labelsOf(rows: AuditEntry[]): Promise<Map<string, string>> {
    return this.titles.labelsOf(rows.flatMap((row) => (row.docId === null ? [] : [row.docId])));
  }
}
