/** Keeps the digits and a leading + of a phone number for a `tel:` link: `(02)2345-6789 #12` → `022345678912`. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const extension = /(?:#|分機|ext\.?)\s*(\d+)\s*$/i.exec(trimmed);
  const main = extension ? trimmed.slice(0, extension.index) : trimmed;
  const digits = main.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}${extension ? `,${extension[1]}` : ''}`;
}

/**
 * 「最後更新」 as a Taipei calendar date (2026/03/01). A bare date is shown as given; anything that
 * does not parse is shown verbatim rather than as "Invalid Date".
 */
export function formatUpdatedAt(value: string): { text: string; dateTime?: string } {
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (bare) return { text: `${bare[1]}/${bare[2]}/${bare[3]}`, dateTime: value.trim() };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { text: value };
  const text = new Intl.DateTimeFormat('zh-TW', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  return { text, dateTime: date.toISOString() };
}
