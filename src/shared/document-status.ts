/** Where a document stands, as the editor and the documents list show it. */
export type DocumentStatus = 'draft' | 'published' | 'changed' | 'scheduled' | 'deleted';
