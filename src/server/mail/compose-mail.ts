import { MAIL_SIGNATURE as SIGNATURE, mailText } from '../../shared/mailbox-mail';
import { escapeHtml } from '../seo/html-escape';
import type { OutgoingMail } from '../ports/mailer.port';

export interface MailContent {
  to: string[];
  subject: string;
  purpose: string;
  /** The body's paragraphs, plain text; a paragraph's own line breaks are kept. */
  paragraphs: string[];
  /** One link, as a labelled button in HTML and a bare URL in text. */
  link?: { label: string; url: string };
}

/**
 * One mail in both forms from the same paragraphs: the text every client can show, and simple HTML
 * (paragraphs, one link) that escapes every character it was given.
 */
export function composeMail({ to, subject, purpose, paragraphs, link }: MailContent): OutgoingMail {
  // The text form is the one the reply form previews (src/shared/mailbox-mail.ts).
  const text = mailText({ paragraphs, link });
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p style="color:#555">${SIGNATURE}</p>`,
  ].join('\n');
  return {
    to,
    subject,
    purpose,
    text,
    html: `<!doctype html><html lang="zh-Hant-TW"><body>\n${html}\n</body></html>`,
  };
}
