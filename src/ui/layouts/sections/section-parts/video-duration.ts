/**
 * Video lengths arrive as ISO-8601 durations (`PT4M5S`) or clock text (`04:05`, `1:02:03`). Both
 * are shown as a clock (`4:05`, `1:02:03`) and given back as an ISO duration for `<time datetime>`.
 */
export interface VideoDuration {
  text: string;
  iso: string;
}

const ISO = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.\d+)?S)?$/i;
const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/;

const pad = (n: number): string => String(n).padStart(2, '0');

function fromParts(hours: number, minutes: number, seconds: number): VideoDuration | null {
  // Normalise overflowing parts (PT90S is 1:30) before showing them as a clock.
  const total = hours * 3600 + minutes * 60 + seconds;
  if (total <= 0) return null;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return {
    text: h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`,
    iso: `PT${h > 0 ? `${h}H` : ''}${m > 0 ? `${m}M` : ''}${s > 0 ? `${s}S` : ''}`,
  };
}

/** The duration, or null when the value is missing or unreadable (the badge is then left out). */
export function parseDuration(value: unknown): VideoDuration | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const iso = ISO.exec(trimmed);
  if (iso && trimmed.length > 2)
    return fromParts(Number(iso[1] ?? 0), Number(iso[2] ?? 0), Number(iso[3] ?? 0));
  const clock = CLOCK.exec(trimmed);
  if (clock) return fromParts(Number(clock[1] ?? 0), Number(clock[2]), Number(clock[3]));
  return null;
}
