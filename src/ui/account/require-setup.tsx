import { useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { isMyAccountPath, setupPathFor } from '../../domain/account/account-paths';

/**
 * The owed-step guard: while the login owes a new password or two-step setup, every
 * logged-in page gives way to 我的帳號, which takes the steps and then continues to the page
 * remembered here. The server refuses everything else meanwhile (403 `setup_owed`), so rendering
 * the page would only show refusals. It follows the session, so another tab's login is seen too.
 */
export function RequireSetup({ children }: { children: ReactNode }) {
  const { stores, navigation } = useServices();
  const owes = useStore(stores.session, (s) => s.owed.length > 0);
  const here = navigation.current();
  const blocked = owes && !isMyAccountPath(here);

  useEffect(() => {
    if (blocked) navigation.replace(setupPathFor(here));
  }, [blocked, here, navigation]);

  return blocked ? null : <>{children}</>;
}
