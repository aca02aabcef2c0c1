import type { LibraryImage, LibraryPage } from '../../shared/upload-library.types';

export type { LibraryImage, LibraryPage };

export interface LibraryQuery {
  /** The page the image is for: whoever may upload there may choose. */
  path: string;
  /** Searched in file names and alt texts; '' for all. */
  q: string;
  /** From 0. */
  page: number;
}

/** The site's uploaded images, newest first, to place one in a text. */
export interface UploadLibrary {
  images(query: LibraryQuery): Promise<LibraryPage>;
}
