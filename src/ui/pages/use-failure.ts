import { useEffect } from 'react';
import { useServices } from '../../composition/services-provider';
import { failureKindOf, type FailureKind } from '../../domain/content/content-failure';

/**
 * Which failure a load met, by the core's classification, for the layouts to say; when it was the
 * visitor's own connection, coming back online retries by itself.
 */
export function useFailure(error: unknown, failed: boolean, retry: () => void): FailureKind | undefined {
  const { connectivity } = useServices();
  const kind = failed ? failureKindOf(error, connectivity.online()) : undefined;
  useEffect(
    () => (kind === 'offline' ? connectivity.onOnline(retry) : undefined),
    [kind, connectivity, retry],
  );
  return kind;
}
