import type {
  LibraryImage,
  LibraryPage,
  LibraryQuery,
  UploadLibrary,
} from '../../domain/editing/upload-library.port';

/** The in-memory twin of the library: what a test added, searched and paged as the server does. */
export class MemoryUploadLibrary implements UploadLibrary {
  readonly queries: LibraryQuery[] = [];
  private readonly stored: LibraryImage[] = [];

  constructor(private readonly pageSize = 24) {}

  /** Images uploaded after those already here, listed in the order given (newest first). */
  add(...images: LibraryImage[]): this {
    this.stored.unshift(...images);
    return this;
  }

  async images(query: LibraryQuery): Promise<LibraryPage> {
    this.queries.push(query);
    await Promise.resolve();
    const needle = query.q.trim().toLowerCase();
    const matching = this.stored.filter(
      (image) =>
        needle === '' ||
        image.name.toLowerCase().includes(needle) ||
        image.alt.toLowerCase().includes(needle),
    );
    const start = query.page * this.pageSize;
    return {
      rows: matching.slice(start, start + this.pageSize),
      total: matching.length,
      page: query.page,
      pageSize: this.pageSize,
    };
  }
}
