import { chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../routes/paths';
import { useChromeVariant } from './chrome-variant.context';
import { focusRing } from './focus-ring';

export interface SiteSearchFormProps {
  lang: string;
  /** The query of the search page being shown, so the box keeps it. */
  initialQuery?: string;
}

/**
 * A real GET form to `/home/:lang/search?q=` (it still works before the script runs); once the app
 * is running, submitting goes through the router instead of reloading the page.
 */
export function SiteSearchForm({ lang, initialQuery = '' }: SiteSearchFormProps) {
  const { t } = useTranslation();
  const { headerTone } = useChromeVariant();
  const inputId = useId();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState(initialQuery);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(paths.search.href(lang, query.trim()));
  };

  return (
    <chakra.form
      role="search"
      aria-label={t('chrome.search.region')}
      action={paths.search.href(lang)}
      method="get"
      onSubmit={onSubmit}
      data-part="site-search"
      minW="0"
    >
      <Flex gap="1" align="stretch">
        <VisuallyHidden asChild>
          <label htmlFor={inputId}>{t('chrome.search.label')}</label>
        </VisuallyHidden>
        <chakra.input
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('chrome.search.placeholder')}
          minW="0"
          w={{ base: '100%', md: '12rem' }}
          minH="2.5rem"
          px="3"
          fontSize="md"
          bg="white"
          color="gray.900"
          borderWidth="1px"
          borderColor="gray.600"
          borderRadius="md"
          _placeholder={{ color: 'gray.600' }}
          _focusVisible={focusRing(headerTone, '1px')}
        />
        <chakra.button
          type="submit"
          flexShrink="0"
          minH="2.5rem"
          minW="2.5rem"
          px="3"
          bg="brand.700"
          color="white"
          fontWeight="bold"
          borderRadius="md"
          cursor="pointer"
          _hover={{ bg: 'brand.800' }}
          _focusVisible={focusRing(headerTone)}
        >
          {t('chrome.search.submit')}
        </chakra.button>
      </Flex>
    </chakra.form>
  );
}
