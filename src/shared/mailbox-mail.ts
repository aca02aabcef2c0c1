/**
 * The words of the mail a citizen gets in answer to a letter, in one place for the server, which
 * sends it, and the inbox's reply form, which shows it before it is sent: what staff read in the
 * preview is what the citizen receives. Pure text; the server adds the HTML form of the same
 * paragraphs (src/server/mail/compose-mail.ts).
 */

/** The line every mail the site sends ends with. */
export const MAIL_SIGNATURE = '此信由網站系統自動寄出，請勿直接回覆。';

export interface MailParagraphs {
  /** Plain text; a paragraph's own line breaks are kept. */
  paragraphs: string[];
  /** One link, a labelled button in HTML and a bare URL in text. */
  link?: { label: string; url: string } | undefined;
}

/** A mail's text form: its paragraphs, its link and the signature, a blank line between each. */
export function mailText({ paragraphs, link }: MailParagraphs): string {
  return [...paragraphs, ...(link ? [`${link.label}：${link.url}`] : []), MAIL_SIGNATURE].join('\n\n');
}

/** What a reply needs to know of the letter it answers. */
export interface RepliedLetter {
  serialNo: string;
  name: string;
  subject: string;
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Taipei. */
  createdAt: string;
}

/**
 * The greeting a reply starts with. The system adds none of its own: the reply form starts with
 * this line in its text, where staff may keep, change or replace it, so the mail never greets twice.
 */
export const replyGreeting = (name: string): string => `${name} 您好：`;

/** The reply form's text before staff write anything: the greeting and an empty line below it. */
export const replyStarter = (name: string): string => `${replyGreeting(name)}\n`;

/** The reply's subject and paragraphs: what staff wrote, as written, then the line naming the letter. */
export function replyMailContent(
  letter: RepliedLetter,
  body: string,
): { subject: string; paragraphs: string[] } {
  return {
    subject: `回覆：${letter.subject}（案號 ${letter.serialNo}）`,
    paragraphs: [
      body.replace(/\r\n?/g, '\n').trim(),
      `以上回覆您於 ${letter.createdAt} 的來信（案號 ${letter.serialNo}）。如需進一步協助，請再次透過民意信箱來信並提供案號。`,
    ],
  };
}

/** The reply exactly as the citizen's mail program shows its text: subject and body. */
export function replyMailPreview(letter: RepliedLetter, body: string): { subject: string; text: string } {
  const content = replyMailContent(letter, body);
  return { subject: content.subject, text: mailText(content) };
}
