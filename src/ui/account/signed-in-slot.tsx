import { Suspense } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { lazyChunk } from '../layouts/lazy-layout';

// The idle logout and the header's links cost a visitor nothing: this import is all the first
// screen carries, and the chunk is asked for only while someone is logged in.
const SignedIn = lazyChunk(() => import(/* webpackChunkName: "signed-in" */ './signed-in'));

/** What runs in every tab while logged in: the idle watch and its warning. */
export function SignedInSlot() {
  const { stores } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  return isLoggedIn ? (
    <Suspense fallback={null}>
      <SignedIn />
    </Suspense>
  ) : null;
}
