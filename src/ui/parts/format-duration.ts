/**
 * Video lengths arrive as ISO-8601 durations (`PT6M42S`) or as `mm:ss`. Visitors read `6:42`;
 * `<time dateTime>` gets the ISO form.
 */
export function durationSeconds(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const iso = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/i.exec(v);
  if (iso && v.length > 2) {
    return Number(iso[1] ?? 0) * 3600 + Number(iso[2] ?? 0) * 60 + Math.round(Number(iso[3] ?? 0));
  }
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(v);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `6:42`, or `1:02:03` from an hour up; '' when the value is not a duration. */
export function formatDuration(value: unknown): string {
  const total = durationSeconds(value);
  if (total === null) return '';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** `PT6M42S`, for `<time dateTime>`. */
export function isoDuration(value: unknown): string | undefined {
  const total = durationSeconds(value);
  if (total === null) return undefined;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
