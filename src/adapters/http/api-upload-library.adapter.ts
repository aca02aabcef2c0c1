import type { ApiClient } from '../../application/api/api-client';
import type {
  LibraryImage,
  LibraryPage,
  LibraryQuery,
  UploadLibrary,
} from '../../domain/editing/upload-library.port';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isImage = (row: unknown): row is LibraryImage =>
  isRecord(row) &&
  typeof row.fileId === 'string' &&
  typeof row.name === 'string' &&
  typeof row.original === 'string';

/** The library over the api client; a failure is shown where the list is (no dialog). */
export class ApiUploadLibrary implements UploadLibrary {
  constructor(private readonly api: ApiClient) {}

  async images({ path, q, page }: LibraryQuery): Promise<LibraryPage> {
    const answer = await this.api.get<unknown>(AUTHORING_PATHS.files, {
      errors: 'inline',
      params: { path, q, page: String(page) },
    });
    const rows = isRecord(answer) && Array.isArray(answer.rows) ? answer.rows.filter(isImage) : [];
    const number = (key: string, fallback: number) =>
      isRecord(answer) && typeof answer[key] === 'number' ? answer[key] : fallback;
    return {
      rows,
      total: number('total', rows.length),
      page: number('page', page),
      pageSize: number('pageSize', rows.length),
    };
  }
}
