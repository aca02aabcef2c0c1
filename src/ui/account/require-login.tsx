import { Suspense, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { loginPathFor } from '../../domain/navigation/return-url-policy';
import { lazyChunk } from '../layouts/lazy-layout';

// Only a logged-in person reaches it, so it comes with the signed-in chunk, not a visitor's JS.
const RequireSetup = lazyChunk<{ children: ReactNode }>(() =>
  import(/* webpackChunkName: "signed-in" */ './require-setup').then((m) => ({ default: m.RequireSetup })),
);

/**
 * The route guard (spec section 2): the protected page renders only while the stored `isLoggedIn`
 * flag is 'true'; otherwise the requested URL is remembered and the visitor goes to /login. It
 * keeps watching, so a logout in another tab sends this tab to /login as well. A login that still
 * owes a step (a new password, two-step setup) is sent on to 我的帳號 first (`RequireSetup`).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { stores, navigation } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);

  useEffect(() => {
    // `replace`: Back from the login page must not bounce into the guard again.
    if (!isLoggedIn) navigation.replace(loginPathFor(navigation.current()));
  }, [isLoggedIn, navigation]);

  return isLoggedIn ? (
    <Suspense fallback={null}>
      <RequireSetup>{children}</RequireSetup>
    </Suspense>
  ) : null;
}
