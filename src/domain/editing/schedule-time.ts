/**
 * Schedule times as the editor types them: a `datetime-local` value (`2026-12-01T09:00`) is a
 * wall-clock time in Taiwan, whatever time zone the editor's device is set to, because the site and
 * its readers are in Taiwan. Taiwan keeps UTC+8 all year (no daylight saving), so a fixed offset is
 * exact and no time-zone database is needed.
 */

const TAIWAN_OFFSET_MS = 8 * 3_600_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** `2026-12-01T09:00` (Taiwan) → `2026-12-01T09:00:00+08:00`; null for anything not a real time. */
export function taiwanLocalToIso(local: string): string | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number?,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  // Date.UTC rolls 2 月 30 日 over into March; a time that rolled over was never a real one.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${pad(second)}+08:00`;
}

/** Epoch milliseconds of a Taiwan `datetime-local` value, or null. */
export function taiwanLocalToMs(local: string): number | null {
  const iso = taiwanLocalToIso(local);
  return iso === null ? null : Date.parse(iso);
}

/** An ISO time as a Taiwan `datetime-local` value (`2026-12-01T09:00`), for the input's value. */
export function isoToTaiwanLocal(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const t = new Date(ms + TAIWAN_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

/** An ISO time for people: `2026/12/01 09:00（台灣時間）`. */
export function formatTaiwanTime(iso: string): string {
  const local = isoToTaiwanLocal(iso);
  if (local === '') return '';
  return `${local.slice(0, 10).replace(/-/g, '/')} ${local.slice(11)}（台灣時間）`;
}

/** Why a schedule time cannot be used, or null when it can: it must be a real time after `now`. */
export function scheduleProblem(local: string, now: number): string | null {
  if (local.trim() === '') return '請選擇日期與時間';
  const ms = taiwanLocalToMs(local);
  if (ms === null) return '時間格式不正確';
  if (ms <= now) return '排程時間必須晚於現在';
  return null;
}
