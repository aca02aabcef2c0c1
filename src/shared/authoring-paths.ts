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
  /** **ext** 新增單元 (administrators). */
  modules: '/backend/modules',
} as const;
