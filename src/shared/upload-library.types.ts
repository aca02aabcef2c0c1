/** One of the site's uploaded images, as the library lists it (`GET /backend/files`, ext). */
export interface LibraryImage {
  fileId: string;
  name: string;
  ext: string;
  /** The upload's address, `/media/uploads/…/original.jpg`. */
  original: string;
  alt: string;
  decorative: boolean;
  width?: number;
  height?: number;
  /** ISO time of the upload. */
  uploadedAt: string;
}

/** One page of the library's answer, newest first. */
export interface LibraryPage {
  rows: LibraryImage[];
  total: number;
  page: number;
  pageSize: number;
}
