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

export interface LibraryQuery {
  /** The page the image is for: whoever may upload there may choose. */
  path: string;
  /** Searched in file names and alt texts; '' for all. */
  q: string;
  /** From 0. */
  page: number;
}

export interface LibraryPage {
  rows: LibraryImage[];
  total: number;
  page: number;
  pageSize: number;
}

/** The site's uploaded images, newest first, to place one in a text. */
export interface UploadLibrary {
  images(query: LibraryQuery): Promise<LibraryPage>;
}
