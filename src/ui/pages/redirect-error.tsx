import { useTranslation } from 'react-i18next';
import { MAX_REDIRECTS } from '../../domain/config/constants';
import { AppLink } from '../parts/app-link';
import { paths } from '../paths/paths';
import styles from './redirect-error.module.css';

/** The error page shown when a page redirects more than 31 times (spec section 9). */
export function RedirectError({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <section data-page="too-many-redirects">
      <h1 className={styles.title}>{t('app.redirect.tooMany')}</h1>
      <p className={styles.text}>{t('app.redirect.tooManyText', { limit: MAX_REDIRECTS })}</p>
      <AppLink href={paths.home.href(lang)} className={styles.home}>
        {t('app.redirect.backHome')}
      </AppLink>
    </section>
  );
}
