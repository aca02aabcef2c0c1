import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../composition/services-provider';
import { paths } from '../routes/paths';
import { ErrorState } from '../parts/error-state';
import { PageNotFound } from './page-data';
import { useEffect } from 'react';

/** The main area while a page's data is on its way: busy, with room reserved. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box minH="60vh" aria-busy="true" data-part="page-loading">
      <Heading as="h1" size="xl" color="fg.muted">
        {t('common.loading')}
      </Heading>
    </Box>
  );
}

/**
 * A page whose data could not be loaded: /404 when the CMS does not know it; otherwise a message
 * with a retry (the error dialog, if the policy called for one, has already been shown).
 */
export function PageFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { navigation } = useServices();
  const notFound = error instanceof PageNotFound;
  useEffect(() => {
    if (notFound) navigation.replace(paths.notFound.href());
  }, [notFound, navigation]);
  if (notFound) return null;
  return (
    <Box minH="40vh">
      <Heading as="h1" size="xl" mb="4">
        {t('pages.failedTitle')}
      </Heading>
      <ErrorState onRetry={onRetry} />
    </Box>
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
