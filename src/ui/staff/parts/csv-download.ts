import { useState } from 'react';

/** UTF-8's byte order mark: Excel reads a CSV without it as the system's legacy code page. */
const BOM = '\uFEFF';

/**
 * Saves text as a file through a Blob link: the API needs the `access_token` header, so a plain
 * link to the route cannot download it. `fetch`'s text() drops the server's BOM; it is put back.
 */
export function saveTextFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob([text.startsWith(BOM) ? text : BOM + text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** What an export use case answers (稽核紀錄's, 信箱管理's): the file, or why there is none. */
export type CsvExportOutcome =
  { kind: 'exported'; fileName: string; text: string } | { kind: 'invalid' | 'failed'; message: string };

/** The words of 匯出 CSV, the same on every list. */
export const CSV_TEXTS = {
  button: '匯出 CSV',
  busy: '匯出中…',
  done: (fileName: string) => `已下載 ${fileName}（依目前的篩選條件）。`,
} as const;

export interface CsvDownload {
  /** An export is under way: the button waits. */
  busy: boolean;
  /** What the last export came to, for the list's live region. */
  announcement: string;
  start(): void;
}

/**
 * 匯出 CSV of a staff list: every row under the filters applied (no page), saved as a file, the
 * outcome announced. `save` is the browser's Blob link unless a test hands in its own.
 */
export function useCsvDownload(
  run: () => Promise<CsvExportOutcome>,
  save: (name: string, text: string) => void = saveTextFile,
): CsvDownload {
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const download = async () => {
    setBusy(true);
    setAnnouncement('');
    const outcome = await run();
    setBusy(false);
    if (outcome.kind === 'exported') {
      save(outcome.fileName, outcome.text);
      setAnnouncement(CSV_TEXTS.done(outcome.fileName));
    } else setAnnouncement(outcome.message);
  };
  return { busy, announcement, start: () => void download() };
}
