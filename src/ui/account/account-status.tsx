import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { loginPathFor } from '../../domain/navigation/return-url-policy';
import { useChromeVariant } from '../chrome/chrome-variant.context';
import { AppLink } from '../parts/app-link';
import { buttonClass } from '../parts/button-class';
import styles from './account-status.module.css';

/**
 * The header's account slot: 「{name} 已登入」 and 登出 while logged in, a 登入 link otherwise.
 * It reads the session store, so a login or logout in another tab shows here too.
 */
export function AccountStatus() {
  const { t } = useTranslation();
  const { stores, logout, navigation } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const name = useStore(stores.session, (s) => s.accountName);
  const [busy, setBusy] = useState(false);
  // The frame may put the header on a dark band (template-007's rail): the link follows its tone.
  const { headerTone } = useChromeVariant();

  if (!isLoggedIn) {
    return (
      <AppLink
        href={loginPathFor(navigation.current())}
        className={headerTone === 'dark' ? `${styles.login} ${styles.dark}` : styles.login}
        data-part="login-link"
      >
        {t('app.account.login')}
      </AppLink>
    );
  }

  const onLogout = async () => {
    setBusy(true);
    try {
      // Failures were already shown by the error policy; the store follows the session either way.
      await logout();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.status} data-part="account-status">
      <span className={styles.name} data-part="account-name">
        {t('app.account.signedIn', { name: name ?? '' }).trim()}
      </span>
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'sm', className: styles.logout })}
        onClick={() => void onLogout()}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('app.account.loggingOut') : t('app.account.logout')}
      </button>
    </div>
  );
}
