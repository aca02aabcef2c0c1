import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** True when filters are set, so the message can suggest changing them. */
  filtered?: boolean;
  /** Overrides the message (already translated). */
  message?: string;
}

/** What an empty list says; a live status so a search with no result is announced. */
export function EmptyState({ filtered = false, message }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div role="status" data-part="empty-state" className={styles.box}>
      <p className={styles.message}>
        {message ?? t(filtered ? 'content.state.emptyFiltered' : 'content.state.empty')}
      </p>
    </div>
  );
}
