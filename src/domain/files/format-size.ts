const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** `1.2 MB`: binary multiples, one decimal below 10 units, none above; '' when unknown. */
export function formatSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** The file type shown to visitors: the extension in capitals (`PDF`), without a leading dot. */
export function fileTypeLabel(ext: string | null | undefined, name?: string): string {
  const fromName = name && /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1];
  const raw = (ext || fromName || '').replace(/^\./, '');
  return raw.toUpperCase();
}
