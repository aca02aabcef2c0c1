import { useTranslation } from 'react-i18next';
import type { FailureKind } from '../../domain/content/content-failure';
import { ErrorState } from './error-state';

/**
 * A load that failed, saying which failure it was (offline, no connection, server fault) with a
 * retry; never an empty list. An ended session, a missing page or a cancelled request shows
 * nothing here: the session's dialog and /login, or /404, are already under way.
 */
export function FailureState({ kind, onRetry }: { kind: FailureKind; onRetry: () => void }) {
  const { t } = useTranslation();
  if (kind !== 'offline' && kind !== 'network' && kind !== 'server') return null;
  return (
    <div data-failure={kind}>
      <ErrorState message={t(`content.state.failure.${kind}`)} onRetry={onRetry} />
    </div>
  );
}
