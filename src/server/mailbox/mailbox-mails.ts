import { caseLookupHref } from '../../shared/mailbox-case';
import { replyMailContent } from '../../shared/mailbox-mail';
import { composeMail } from '../mail/compose-mail';
import type { OutgoingMail } from '../ports/mailer.port';
import type { StoredLetter } from './mailbox-letters';

/** Where the inbox opens one letter: the editor's 信箱管理 on the site's origin. */
export const letterLink = (origin: string, serialNo: string): string =>
  `${origin}/home/zh-tw/editor/mailbox?letter=${encodeURIComponent(serialNo)}`;

/**
 * The acknowledgement to the citizen. It repeats nothing the citizen wrote: the address was typed
 * by whoever filled in the form, and a form that echoes its text to any address is a way to send
 * anyone anything in the institution's name. The serial number and the reply-by day are enough.
 */
export function acknowledgementMail(letter: StoredLetter, origin: string): OutgoingMail {
  return composeMail({
    to: [letter.email],
    subject: `已收到您的來信（案號 ${letter.serialNo}）`,
    purpose: 'mailbox.ack',
    paragraphs: [
      '您好：',
      `我們已於 ${letter.createdAt} 收到您透過民意信箱寄來的信件，案號為 ${letter.serialNo}。`,
      `承辦同仁將於 ${letter.replyBy} 前以電子郵件回覆您。查詢辦理情形或再次來信時，請提供這個案號。`,
      '若您並未寫信給我們，請忽略這封信。',
    ],
    // 案件查詢 asks the case number and this address: the link gives away neither.
    link: { label: '案件查詢', url: `${origin}${caseLookupHref('zh-tw')}` },
  });
}

/**
 * The notice to the mailbox's staff: the serial number, the box and a link, never the letter's
 * personal data, which is read (and audited) only in the inbox.
 */
export function staffNoticeMail(letter: StoredLetter, to: string[], origin: string): OutgoingMail {
  return composeMail({
    to,
    subject: `民意信箱有新信件（案號 ${letter.serialNo}）`,
    purpose: 'mailbox.notice',
    paragraphs: [
      `民意信箱（${letter.path}）於 ${letter.createdAt} 收到一封新信件，案號 ${letter.serialNo}，請於 ${letter.replyBy} 前回覆。`,
      '為保護來信者的個人資料，信件內容請登入後台的「信箱管理」閱讀。',
    ],
    link: { label: '開啟這封信件', url: letterLink(origin, letter.serialNo) },
  });
}

/** To the colleague a letter was assigned to. */
export function assignmentMail(
  letter: StoredLetter,
  to: string,
  assignedBy: string,
  origin: string,
): OutgoingMail {
  return composeMail({
    to: [to],
    subject: `民意信箱信件指派給您（案號 ${letter.serialNo}）`,
    purpose: 'mailbox.assign',
    paragraphs: [
      `${assignedBy} 將民意信箱信件 ${letter.serialNo} 指派給您處理。`,
      `主旨：${letter.subject}\n回覆期限：${letter.replyBy}`,
    ],
    link: { label: '開啟這封信件', url: letterLink(origin, letter.serialNo) },
  });
}

/**
 * The reply written in the inbox, to the citizen: composed by the function the reply form previews
 * it with, so staff see the whole mail before sending. It adds no greeting: the form's text starts
 * with one that staff may change (src/shared/mailbox-mail.ts).
 */
export function replyMail(letter: StoredLetter, body: string): OutgoingMail {
  return composeMail({ to: [letter.email], purpose: 'mailbox.reply', ...replyMailContent(letter, body) });
}
