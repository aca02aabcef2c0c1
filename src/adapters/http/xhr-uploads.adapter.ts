import type { FileUploads, UploadFile, UploadOptions } from '../../domain/editing/authoring.port';
import {
  ApiError,
  NetworkError,
  RetryRequiredError,
  SessionExpiredError,
  type NetworkReason,
} from '../../domain/errors/api-errors';
import { parseErrorBody } from '../../domain/errors/error-body-parser';
import { TOKEN_EXPIRED, TOKEN_INVALID } from '../../domain/errors/error-policy';
import { CORE_MESSAGES } from '../../domain/messages/core-messages';
import { formatClientTime } from '../../domain/time/client-time-format';
import type { Clock } from '../../domain/time/clock.port';
import type { FileEntry } from '../../shared/api-types';
import { AUTHORING_PATHS } from '../../shared/authoring-paths';

export type UploadedFile = FileEntry & { width?: number; height?: number };

/** The browser classes an upload needs; another window's (a test's jsdom) can be handed in. */
export interface UploadPlatform {
  XMLHttpRequest: typeof XMLHttpRequest;
  FormData: typeof FormData;
}

export interface XhrUploadsDeps {
  /** The stored token, sent as `access_token` (the composition root passes `() => session.token`). */
  token: () => string | null;
  clock: Clock;
  /** The API host, e.g. `https://cms.example.tw`; '' (the default) is the page's own origin. */
  baseUrl?: string;
  /**
   * The shared token refresh. With it, a 611 refreshes and the upload is sent once more (a 611 means
   * nothing was stored); without it a 611 rejects with `RetryRequiredError`.
   */
  refresh?: () => Promise<string>;
  /** Give up after this long (ms); an upload of 10 MB on a slow line needs minutes, not seconds. */
  timeoutMs?: number;
  platform?: UploadPlatform;
}

export const DEFAULT_UPLOAD_TIMEOUT_MS = 300_000;

/**
 * The form `POST /backend/files` reads, in the order docs/api.md gives: the fields before the file,
 * so the server knows the page (and checks its rights) before it reads the bytes.
 */
export function uploadForm(file: UploadFile, options: UploadOptions, platform: UploadPlatform): FormData {
  const form = new platform.FormData();
  form.append('path', options.path);
  if (options.description !== undefined) form.append('description', options.description);
  if (options.alt !== undefined) form.append('alt', options.alt);
  if (options.decorative === true) form.append('decorative', 'true');
  // The port's `UploadFile` is the part of a `File` the core reads; only a real Blob can be sent.
  form.append('file', file as unknown as Blob, file.name);
  return form;
}

/**
 * File uploads over `XMLHttpRequest`, which, unlike `fetch`, reports upload progress. Failures
 * reject with the api client's typed errors: `ApiError` with the server's zh-TW text (413, 415,
 * 403, 400), `NetworkError` when no answer came. Limits: this adapter runs no dialog and no
 * redirect of its own. A 612 rejects with `SessionExpiredError` and leaves ending the session to
 * the caller (the editor's next api call meets the same 612 and the api client ends it there).
 */
export class XhrUploads implements FileUploads {
  private readonly platform: UploadPlatform;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly deps: XhrUploadsDeps) {
    this.platform = deps.platform ?? globalThis;
    this.baseUrl = (deps.baseUrl ?? '').replace(/\/+$/, '');
    this.timeoutMs = deps.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
  }

  async upload(file: UploadFile, options: UploadOptions): Promise<UploadedFile> {
    try {
      return await this.send(file, options, this.deps.token());
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== TOKEN_EXPIRED) throw this.typed(error);
      if (!this.deps.refresh) throw new RetryRequiredError('POST', AUTHORING_PATHS.files);
      let token: string;
      try {
        token = await this.deps.refresh();
      } catch (refreshError) {
        throw this.typed(refreshError);
      }
      try {
        return await this.send(file, options, token);
      } catch (retryError) {
        // A second 611 with a fresh token: the token is not the problem the refresh could solve.
        throw retryError instanceof ApiError && retryError.status === TOKEN_EXPIRED
          ? SessionExpiredError.from(retryError)
          : this.typed(retryError);
      }
    }
  }

  private typed(error: unknown): unknown {
    return error instanceof ApiError && error.status === TOKEN_INVALID
      ? SessionExpiredError.from(error)
      : error;
  }

  private send(file: UploadFile, options: UploadOptions, token: string | null): Promise<UploadedFile> {
    const form = uploadForm(file, options, this.platform);
    return new Promise<UploadedFile>((resolve, reject) => {
      const xhr = new this.platform.XMLHttpRequest();
      const fail = (reason: NetworkReason) => () => reject(new NetworkError(reason));
      xhr.open('POST', `${this.baseUrl}${AUTHORING_PATHS.files}`);
      xhr.timeout = this.timeoutMs;
      xhr.setRequestHeader('Accept', 'application/json');
      if (token !== null) xhr.setRequestHeader('access_token', token);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          options.onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onerror = fail('offline');
      xhr.ontimeout = fail('timeout');
      xhr.onabort = fail('aborted');
      xhr.onload = () => {
        const body = xhr.responseText;
        const time = formatClientTime(this.deps.clock.now());
        if (xhr.status < 200 || xhr.status > 299) {
          reject(new ApiError(parseErrorBody({ status: xhr.status, body }, time)));
          return;
        }
        try {
          const entry = JSON.parse(body) as UploadedFile;
          options.onProgress?.(1);
          resolve(entry);
        } catch {
          reject(
            new ApiError({
              status: xhr.status,
              error_description: CORE_MESSAGES.invalidResponse.text,
              code: 'INVALID_JSON',
              time,
            }),
          );
        }
      };
      xhr.send(form);
    });
  }
}
