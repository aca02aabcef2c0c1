import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from '../chrome/skip-link';
import { PageTitle } from '../navigation/route-change';

/** The spec's 404 page: the plain text `404 Not Found`, nothing else. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} data-page="not-found">
      {t('app.notFound')}
      <PageTitle title={t('app.notFound')} />
    </main>
  );
}
