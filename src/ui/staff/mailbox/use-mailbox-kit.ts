import type { MailboxKit } from '../../../application/mailbox/mailbox-kit';
import { useServices } from '../../../composition/services-provider';
import { useLoad } from '../../parts/use-load';

/** 信箱管理's use cases (the editor's chunk), once loaded; null until then. */
export function useMailboxKit(): MailboxKit | null {
  const { openMailbox } = useServices();
  return useLoad(openMailbox, () => openMailbox()).data ?? null;
}
