import { useServices } from '../../../composition/services-provider';
import { AppLink } from '../../parts/app-link';
import { useLoad } from '../../parts/use-load';
import { mailboxHref } from './mailbox-href';

/**
 * 信箱管理 among the editor's links, for accounts the server lets read a mailbox: the kit asks the
 * list route itself (its 403 hides the link), so the client keeps no copy of the server's rule.
 */
export function MailboxLink({ lang }: { lang: string }) {
  const { openMailbox } = useServices();
  const access = useLoad(openMailbox, () => openMailbox().then((kit) => kit.access()));
  if (access.data !== 'staff') return null;
  return (
    <li>
      <AppLink href={mailboxHref(lang)} data-part="mailbox-link">
        信箱管理
      </AppLink>
    </li>
  );
}
