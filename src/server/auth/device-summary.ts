/** Browsers by their User-Agent token, most specific first (Edge and Opera also say Chrome). */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, phones before the desktops whose names their User-Agents also carry. */
const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: Array<[RegExp, string]>, text: string): string | undefined =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A short description of a browser from its User-Agent for 我的帳號's sessions, e.g.
 * "Chrome · Linux" (pure). Only what a person recognises; versions would only add noise.
 */
export function deviceSummary(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const parts = [first(BROWSERS, text), first(SYSTEMS, text)].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : '不明的裝置';
}
