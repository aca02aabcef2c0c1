import type { FileUploads, UploadFile } from '../../domain/editing/authoring.port';
import type { FileEntry } from '../../shared/api-types';

/** One file on its way up, or stopped by a failure until it is retried or dismissed. */
export interface PendingUpload {
  key: number;
  file: UploadFile;
  /** The page the file belongs to (its rights are checked there); a retry sends it there again. */
  path: string;
  /** The fraction sent, 0…1. */
  fraction: number;
  /** Why the last attempt failed, in words a user can act on. */
  failure?: string;
}

export interface UploadQueueSnapshot {
  pending: readonly PendingUpload[];
  /** Stored entries the form has not taken yet (`take`), in the order they finished. */
  finished: readonly FileEntry[];
}

/**
 * The uploads of one images or files field: each file's progress, its failure, a retry
 * and a dismissal, and the stored entries in the order they finished. A plain object over the
 * `FileUploads` port, read by the view with `useSyncExternalStore`.
 *
 * The queue never writes the form's list itself: a finished entry waits in `finished` until the
 * form takes it, so it lands on the list the form holds then, not on the one it held when the
 * upload started. An answer arriving after the field is gone waits in a queue nobody reads.
 */
export interface UploadQueue {
  getSnapshot(): UploadQueueSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts an upload for each file, to the page at `path`. */
  add(files: readonly UploadFile[], path: string): void;
  /** Sends a failed file again, from 0 %. */
  retry(key: number): void;
  /** Forgets a failed file. */
  dismiss(key: number): void;
  /** The finished entries, once: the queue forgets them as it hands them over. */
  take(): FileEntry[];
}

const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/** The sentence a failure adds after 上傳失敗：, from the error the port rejected with. */
const failureOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : '請稍後再試';

/**
 * `announce` receives what a screen reader should hear about the uploads (「photo.jpg 上傳中 45%」,
 * 「photo.jpg 已上傳」, 「photo.jpg 上傳失敗：檔案過大」), in the field's one live region.
 */
export function createUploadQueue(uploads: FileUploads, announce: (text: string) => void): UploadQueue {
  let snapshot: UploadQueueSnapshot = { pending: [], finished: [] };
  const listeners = new Set<() => void>();
  let nextKey = 0;

  const set = (next: Partial<UploadQueueSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const change = (key: number, patch: (upload: PendingUpload) => PendingUpload | null) =>
    set({
      pending: snapshot.pending.flatMap((upload) => {
        if (upload.key !== key) return [upload];
        const next = patch(upload);
        return next ? [next] : [];
      }),
    });
  const find = (key: number) => snapshot.pending.find((upload) => upload.key === key);

  const send = ({ key, file, path }: PendingUpload) => {
    const report = (fraction: number) => {
      if (!find(key)) return;
      change(key, (upload) => ({ ...upload, fraction }));
      announce(`${file.name} 上傳中 ${percent(fraction)}%`);
    };
    report(0);
    uploads.upload(file, { path, onProgress: report }).then(
      (entry) => {
        set({
          pending: snapshot.pending.filter((upload) => upload.key !== key),
          finished: [...snapshot.finished, { ...entry, represent: false }],
        });
        announce(`${file.name} 已上傳`);
      },
      (error: unknown) => {
        const failure = failureOf(error);
        change(key, (upload) => ({ ...upload, failure }));
        announce(`${file.name} 上傳失敗：${failure}`);
      },
    );
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(files, path) {
      const added = files.map((file): PendingUpload => ({ key: nextKey++, file, path, fraction: 0 }));
      set({ pending: [...snapshot.pending, ...added] });
      added.forEach(send);
    },
    retry(key) {
      const failed = find(key);
      if (failed?.failure === undefined) return;
      const again: PendingUpload = { key, file: failed.file, path: failed.path, fraction: 0 };
      change(key, () => again);
      send(again);
    },
    dismiss(key) {
      const upload = find(key);
      if (!upload) return;
      change(key, () => null);
      announce(`已放棄上傳 ${upload.file.name}`);
    },
    take() {
      const { finished } = snapshot;
      if (finished.length > 0) set({ finished: [] });
      return [...finished];
    },
  };
}
