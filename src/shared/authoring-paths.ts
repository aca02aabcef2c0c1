const enc = encodeURIComponent;

/**
 * The authoring API (docs/api.md, "Authoring"); document ids are encoded whole. A file of its
 * own, apart from `API_PATHS`: only the editor's chunks use it, and a module shared with the first
 * screen would carry it into every visitor's main bundle (about 600 bytes).
 */
export const AUTHORING_PATHS = {
  documents: '/backend/documents',
  document: (docId: string) => `/backend/documents/${enc(docId)}`,
  lock: (docId: string) => `/backend/documents/${enc(docId)}/lock`,
  publish: (docId: string) => `/backend/documents/${enc(docId)}/publish`,
  unpublish: (docId: string) => `/backend/documents/${enc(docId)}/unpublish`,
  revisions: (docId: string) => `/backend/documents/${enc(docId)}/revisions`,
  revision: (docId: string, revision: number) =>
    `/backend/documents/${enc(docId)}/revisions/${String(revision)}`,
  restore: (docId: string, revision: number) =>
    `/backend/documents/${enc(docId)}/revisions/${String(revision)}/restore`,
  diff: (docId: string) => `/backend/documents/${enc(docId)}/diff`,
  trash: '/backend/trash',
  audit: '/backend/audit',
  trashRestore: (docId: string) => `/backend/trash/${enc(docId)}/restore`,
  files: '/backend/files',
  siteSettings: '/backend/site/settings',
  /** **ext** GET → SiteChecklist: 政府網站檢核 (administrators). */
  siteChecklist: '/backend/site/checklist',
  /** **ext** 送審: POST with If-Match → DocumentView. */
  submit: (docId: string) => `/backend/documents/${enc(docId)}/submit`,
  /** **ext** 退回 with a note (`ReturnBody`), reviewers with p. */
  returnToWriter: (docId: string) => `/backend/documents/${enc(docId)}/return`,
  /** **ext** 核准並發布, now or at `at` (`ApproveBody`), reviewers with p. */
  approve: (docId: string) => `/backend/documents/${enc(docId)}/approve`,
  /** **ext** GET → DashboardSummary: what waits for the caller. */
  dashboard: '/backend/dashboard',
  /** **ext** 新增單元 (administrators). */
  modules: '/backend/modules',
  /** **ext** DELETE → 204 (刪除單元, administrators); 409 in zh-TW while it would lose anything. */
  module: (path: string) => `/backend/modules/${enc(path)}`,
  /** **ext** 網站統計: GET `?from=&to=` → StatisticsReport (src/shared/statistics.types.ts). */
  statistics: '/backend/statistics',
  /** **ext** 網站統計 as a spreadsheet CSV, same query. */
  statisticsExport: '/backend/statistics/export',
} as const;
