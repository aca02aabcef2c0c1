/** Keeps the digits and a leading + of a phone number for a `tel:` link: `(02)2345-6789 #12` → `022345678912`. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const extension = /(?:#|分機|ext\.?)\s*(\d+)\s*$/i.exec(trimmed);
  const main = extension ? trimmed.slice(0, extension.index) : trimmed;
  const digits = main.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}${extension ? `,${extension[1]}` : ''}`;
}
