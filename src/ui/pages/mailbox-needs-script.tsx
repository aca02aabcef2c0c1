import { useTranslation } from 'react-i18next';
import type { SiteFooter } from '../../shared/api-types';
import { telHref } from '../chrome/footer-format';
import styles from './mailbox-needs-script.module.css';

export interface MailboxNeedsScriptProps {
  /** The site's footer data: its phone and e-mail are the other ways to write to the institution. */
  footer: Pick<SiteFooter, 'phone' | 'email'> | null;
}

/**
 * What a visitor without JavaScript reads where the mailbox form stands: that sending a letter
 * needs the script, and the footer's phone and e-mail when the site has them. A `<noscript>`: the
 * server writes it into the page, and a browser running the script never shows it (React leaves
 * its content alone when hydrating, so it costs no mismatch).
 */
export function MailboxNeedsScript({ footer }: MailboxNeedsScriptProps) {
  const { t } = useTranslation();
  const phone = footer?.phone?.trim();
  const email = footer?.email?.trim();
  return (
    <noscript data-part="mailbox-needs-script">
      <div role="note" className={styles.note}>
        <p>{t('content.mailbox.needsScript')}</p>
        {(phone || email) && (
          <>
            <p>{t('content.mailbox.otherWays')}</p>
            <ul className={styles.ways}>
              {phone && (
                <li>
                  {t('chrome.footer.phone')}
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              )}
              {email && (
                <li>
                  {t('chrome.footer.email')}
                  <a href={`mailto:${email}`}>{email}</a>
                </li>
              )}
            </ul>
          </>
        )}
      </div>
    </noscript>
  );
}
