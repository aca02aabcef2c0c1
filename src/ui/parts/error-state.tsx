import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './error-state.module.css';

export interface ErrorStateProps {
  /** zh-TW message from the container. */
  message?: string;
  /** Offered as a button when given. */
  onRetry?: () => void;
}

/** A failed load, announced as an alert, with a retry button. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-part="error-state" className={styles.box}>
      <h2 className={styles.title}>{t('content.state.errorTitle')}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <button type="button" className={buttonClass({ className: styles.retry })} onClick={onRetry}>
          {t('content.state.retry')}
        </button>
      )}
    </div>
  );
}
