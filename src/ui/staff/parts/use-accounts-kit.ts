import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import { useServices } from '../../../composition/services-provider';
import { useLoad } from '../../parts/use-load';

/** 帳號管理's and 稽核紀錄's use cases (the editor's chunk), once loaded; null until then. */
export function useAccountsKit(): AccountsKit | null {
  const { openAccounts } = useServices();
  return useLoad(openAccounts, () => openAccounts()).data ?? null;
}
