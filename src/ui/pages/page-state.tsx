import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { PageNotFound } from '../../domain/content/content-failure';
import { NOT_FOUND_PATH } from '../../domain/navigation/site-paths';
import { lastUpdate } from '../../domain/time/date-format';
import { dateTimeAttr, formatDate } from '../parts/format-date';
import { FailureState } from '../parts/failure-state';
import { useFailure } from './use-failure';
import styles from './page-state.module.css';

/**
 * The main area while a page's data is on its way: busy, with room reserved, headed by the page's
 * title when it is known already (else 載入中…).
 */
export function PageLoading({ heading }: { heading?: string | undefined } = {}) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} aria-busy="true" data-part="page-loading">
      <h1 className={styles.heading}>{heading ?? t('common.loading')}</h1>
      {/* The shape of a page's text, so the wait looks like the page that is coming. */}
      <span aria-hidden="true" className={styles.bone} />
      <span aria-hidden="true" className={styles.bone} />
      <span aria-hidden="true" className={`${styles.bone} ${styles.short}`} />
    </div>
  );
}

/**
 * A page whose data could not be loaded: /404 when the CMS does not know it; otherwise which
 * failure it was, with a retry (the error dialog, if the policy called for one, has been shown).
 */
export function PageFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { navigation } = useServices();
  const notFound = error instanceof PageNotFound;
  const kind = useFailure(error, true, onRetry);
  useEffect(() => {
    if (notFound) navigation.replace(NOT_FOUND_PATH);
  }, [notFound, navigation]);
  // An ended session is on its way to /login with the spec's dialog; nothing more to say here.
  if (notFound || kind === 'session' || kind === 'aborted') return null;
  return (
    <div className={styles.failed}>
      <h1 className={styles.heading}>{t('pages.failedTitle')}</h1>
      <FailureState kind={kind ?? 'server'} onRetry={onRetry} />
    </div>
  );
}

/** Keeps `<meta name="description">` true to the page on view. */
export function useMetaDescription(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = text.replace(/\s+/g, ' ').trim().slice(0, 160);
  }, [text]);
}

/**
 * 「最後更新」 under a content page (list, detail, single page): the page's own update date when
 * the API sends one, else the site's from the footer, in the one date format.
 */
export function PageUpdated({ own }: { own: readonly unknown[] }) {
  const { t } = useTranslation();
  const { stores } = useServices();
  const site = useStore(stores.siteChrome, (s) => s.footer?.updatedAt);
  const updated = lastUpdate(own, site);
  if (!updated) return null;
  return (
    <p data-part="page-updated" className={styles.updated}>
      {t('chrome.footer.updatedAt')}
      <time dateTime={dateTimeAttr(updated)}>{formatDate(updated)}</time>
    </p>
  );
}
