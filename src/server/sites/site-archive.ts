import { BackupRefused, checkListedFiles, type ArchiveListing } from '../backup/backup-archive';
import type { PlainRow } from '../ports/site-rows-store.port';

/**
 * One site moving between servers (`sites export` / `sites import`): a gzip'd tar as a backup is
 * (backup-archive.ts writes and reads both), whose manifest names the site and whose data file
 * holds its rows as JSON, one list per table, beside its media. Engine-neutral: times are epoch
 * milliseconds and flags 0/1, so an SQLite site goes to PostgreSQL and back (decision 77).
 */
export interface SiteManifest extends ArchiveListing {
  format: 'themesite-site';
  formatVersion: 1;
  /** How many steps of the migration list the exporting server had run: the rows' shape. */
  schemaStep: number;
  exportedAt: string;
  site: {
    code: string;
    name: string;
    /** The site's origin; null only for a default site served on PUBLIC_ORIGIN that names none. */
    origin: string | null;
    aliases: string[];
    status: 'active' | 'disabled';
  };
  /** Rows per table, as written: what an import checks the data file against. */
  rows: Record<string, number>;
}

/** The rows of the site and its people, the archive's data file. */
export interface SiteRowsFile {
  tables: Array<{ table: string; rows: PlainRow[] }>;
  /** The members' people, without passwords, two-step secrets or platform roles. */
  people: PlainRow[];
}

export const SITE_ROWS_FILE = 'site/rows.json';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

const refuseWith =
  (prefix: string) =>
  (reason: string): never => {
    throw new BackupRefused(`${prefix}${reason}。`);
  };

/** The manifest of a site's archive, checked as the stranger's text it may be. */
export function checkSiteManifest(value: unknown, freeBytes: number | null): SiteManifest {
  const refuse = refuseWith('網站封存檔的 manifest.json 不正確：');
  if (!isObject(value)) return refuse('不是 JSON 物件');
  if (value.format !== 'themesite-site')
    throw new BackupRefused(
      '不是 themesite 的網站封存檔（manifest.json 的格式不符；整站備份請用 npm run restore）。',
    );
  if (value.formatVersion !== 1)
    throw new BackupRefused(
      `網站封存檔的格式版本 ${String(value.formatVersion).slice(0, 20)} 是本伺服器不認得的，請先更新伺服器。`,
    );
  if (!isCount(value.schemaStep)) return refuse('資料庫版本（schemaStep）不是非負整數');
  if (typeof value.exportedAt !== 'string' || value.exportedAt.length > 64)
    return refuse('匯出時間（exportedAt）不正確');
  const site = value.site;
  if (!isObject(site)) return refuse('網站（site）不是物件');
  const text = (field: unknown, max: number): field is string =>
    typeof field === 'string' && field.length <= max;
  if (!text(site.code, 40) || !text(site.name, 200)) return refuse('網站的代碼或名稱不正確');
  if (site.origin !== null && !text(site.origin, 300)) return refuse('網站的網址（origin）不正確');
  if (
    !Array.isArray(site.aliases) ||
    site.aliases.length > 100 ||
    !site.aliases.every((alias) => text(alias, 300))
  )
    return refuse('網站的其他網址（aliases）不正確');
  if (site.status !== 'active' && site.status !== 'disabled') return refuse('網站的狀態（status）不正確');
  if (!isObject(value.rows) || !Object.values(value.rows).every(isCount))
    return refuse('各資料表的筆數（rows）不正確');
  const { database, media } = checkListedFiles(value, SITE_ROWS_FILE, freeBytes, refuse, '網站封存檔');
  return {
    format: 'themesite-site',
    formatVersion: 1,
    schemaStep: value.schemaStep,
    exportedAt: value.exportedAt,
    site: {
      code: site.code,
      name: site.name,
      origin: site.origin as string | null,
      aliases: site.aliases as string[],
      status: site.status,
    },
    rows: value.rows as Record<string, number>,
    database,
    media,
  };
}

/** A column's name as our schema spells them: never anything a query could not take as a name. */
const COLUMN = /^[a-z][a-z0-9_]{0,62}$/;

function plainRow(value: unknown, refuse: (reason: string) => never, where: string): PlainRow {
  if (!isObject(value)) return refuse(`${where}不是物件`);
  for (const [column, cell] of Object.entries(value)) {
    if (!COLUMN.test(column) || column === 'site')
      return refuse(`${where}的欄位「${column.slice(0, 80)}」不正確`);
    if (cell !== null && typeof cell !== 'string' && !(typeof cell === 'number' && Number.isFinite(cell)))
      return refuse(`${where}的欄位「${column}」不是文字、數字或空值`);
  }
  return value as PlainRow;
}

/**
 * The data file, checked: known tables only (`tables`), each once, rows of plain values with
 * column names as ours are, and as many rows as the manifest says.
 */
export function checkSiteRows(
  value: unknown,
  manifest: SiteManifest,
  tables: readonly string[],
): SiteRowsFile {
  const refuse = refuseWith('網站封存檔的資料不正確：');
  if (!isObject(value) || !Array.isArray(value.tables) || !Array.isArray(value.people))
    return refuse('不是含有 tables 與 people 的 JSON 物件');
  const seen = new Set<string>();
  const checked = value.tables.map((entry: unknown) => {
    if (!isObject(entry) || typeof entry.table !== 'string' || !Array.isArray(entry.rows))
      return refuse('資料表的描述不正確');
    const { table } = entry;
    if (!tables.includes(table)) return refuse(`本伺服器沒有資料表「${table.slice(0, 80)}」`);
    if (seen.has(table)) return refuse(`資料表「${table}」出現了兩次`);
    seen.add(table);
    if (manifest.rows[table] !== entry.rows.length)
      return refuse(`資料表「${table}」的筆數與 manifest.json 不符`);
    return {
      table,
      rows: entry.rows.map((row: unknown, index: number) =>
        plainRow(row, refuse, `資料表「${table}」第 ${index + 1} 筆`),
      ),
    };
  });
  for (const table of Object.keys(manifest.rows))
    if (!seen.has(table)) return refuse(`缺少 manifest.json 列出的資料表「${table.slice(0, 80)}」`);
  const people = value.people.map((row: unknown, index: number) => {
    const person = plainRow(row, refuse, `第 ${index + 1} 位人員`);
    if (typeof person.account !== 'string' || person.account === '')
      return refuse(`第 ${index + 1} 位人員沒有帳號`);
    return person;
  });
  return { tables: checked, people };
}
