import { paths } from '../../paths/paths';

/** `/home/zh-tw/editor/mailbox`, with `?letter=<serial>` for one letter open. */
export const mailboxHref = (lang: string, search = ''): string =>
  `${paths.home.href(lang)}/editor/mailbox${search}`;
