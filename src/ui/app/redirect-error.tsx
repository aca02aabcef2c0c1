import { Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { MAX_REDIRECTS } from '../../domain/config/constants';
import { paths } from '../routes/paths';

/** The error page shown when a page redirects more than 31 times (spec section 9). */
export function RedirectError({ lang }: { lang: string }) {
  const { t } = useTranslation();
  return (
    <section data-page="too-many-redirects">
      <Heading as="h1" size="2xl" mb="4">
        {t('app.redirect.tooMany')}
      </Heading>
      <Text mb="4">{t('app.redirect.tooManyText', { limit: MAX_REDIRECTS })}</Text>
      <ChakraLink asChild textDecoration="underline">
        <RouterLink href={`~${paths.home.href(lang)}`}>{t('app.redirect.backHome')}</RouterLink>
      </ChakraLink>
    </section>
  );
}
