import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { loginPathFor } from '../../domain/navigation/return-url-policy';
import { useChromeVariant } from '../chrome/chrome-variant.context';
import type { StaffSubpage } from '../../shared/staff-paths';
import { AppLink } from '../parts/app-link';
import { buttonClass } from '../parts/button-class';
import { paths } from '../paths/paths';
import styles from './account-status.module.css';

/**
 * The header's account slot: 「{name} 已登入」 and 登出 while logged in, a 登入 link otherwise.
 * It reads the session store, so a login or logout in another tab shows here too.
 *
 * The way in: 編輯者工具 for an account with any right, 帳號管理 and 稽核紀錄
 * for administrators, 我的帳號 for everyone logged in; what the account may reach was kept beside
 * the session after login (`GET /backend/me`), so the header fetches nothing itself.
 */
export function AccountStatus() {
  const { t } = useTranslation();
  const { stores, logout, navigation } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const name = useStore(stores.session, (s) => s.accountName);
  const access = useStore(stores.session, (s) => s.access);
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

  const linkClass = headerTone === 'dark' ? `${styles.login} ${styles.dark}` : styles.login;
  const staff = (page?: StaffSubpage) => paths.staff.href(DEFAULT_LANG, page);
  const links: Array<[href: string, key: string]> = [];
  if (access?.editor || access?.admin) links.push([staff(), 'editorTools']);
  if (access?.admin) links.push([staff('accounts'), 'accounts'], [staff('audit'), 'audit']);
  links.push([staff('account'), 'myAccount']);

  return (
    <div className={styles.status} data-part="account-status">
      <span className={styles.name} data-part="account-name">
        {t('app.account.signedIn', { name: name ?? '' }).trim()}
      </span>
      <nav aria-label={t('account.header.nav')} data-part="account-links">
        <ul className={styles.links}>
          {links.map(([href, key]) => (
            <li key={key}>
              <AppLink href={href} className={linkClass} data-part={`account-link-${key}`}>
                {t(`account.header.${key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
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
