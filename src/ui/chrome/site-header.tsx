import { Box, chakra, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import type { SiteHeader as SiteHeaderData } from '../../shared/api-types';
import { paths } from '../routes/paths';
import { AccessKeyAnchor } from './access-key-anchor';
import { useChromeVariant } from './chrome-variant.context';
import { SiteSearchForm } from './site-search-form';
import { SkipLink } from './skip-link';
import type { TextSizeStorage } from './text-size';
import { TextSizeControl } from './text-size-control';

export interface SiteHeaderProps {
  lang: string;
  /** `GET /api/site/header`; null while it loads or when it failed (the title then reads 首頁). */
  header: SiteHeaderData | null;
  /** The login status (or a login link), supplied by the shell. */
  account?: ReactNode;
  /** Passed to the text-size control; window.localStorage when omitted. */
  textSizeStorage?: TextSizeStorage | null;
  /** The current search query, kept in the search box on the search page. */
  searchQuery?: string;
}

/**
 * The content of the header slot: skip link first in the tab order, 導盲磚 U, then the site identity
 * and the tools. It renders no landmark itself: the frame wraps the slot in its `<header>`.
 */
export function SiteHeader({ lang, header, account, textSizeStorage, searchQuery }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { header: variant, headerTone } = useChromeVariant();
  const title = header?.title?.trim() || t('chrome.home');
  const logo = header?.logo;
  const big = variant === 'hero' || variant === 'minimal';
  const centred = variant === 'hero';
  const oneColumn = centred || variant === 'stacked';
  return (
    <Box data-part="site-header" position="relative">
      <SkipLink />
      <Flex
        direction={{ base: 'column', lg: oneColumn ? 'column' : 'row' }}
        align={{ base: 'stretch', lg: oneColumn && !centred ? 'stretch' : 'center' }}
        justify="space-between"
        gap={variant === 'compact' ? '2' : '4'}
        py={variant === 'compact' ? '2' : big ? { base: '6', md: '10' } : '4'}
      >
        <Flex align="center" gap="3" minW="0" direction={centred ? 'column' : 'row'} textAlign={centred ? 'center' : 'start'}>
          <AccessKeyAnchor zone="u" tone={headerTone} />
          <ChakraLink asChild color="inherit" textDecoration="none" _hover={{ textDecoration: 'underline' }} data-part="site-home">
            {/* `~`: absolute even inside the nested /home/:lang router. */}
            <RouterLink href={`~${paths.home.href(lang)}`}>
              {/* Wraps: on a phone or a narrow rail the title goes under the logo instead of being squeezed to one character a line. */}
              <Flex as="span" align="center" gap="3" direction={centred ? 'column' : 'row'} minW="0" wrap="wrap">
                {logo?.original && (
                  <chakra.img
                    src={logo.original}
                    alt={logo.description?.trim() || t('chrome.header.logoAlt', { title })}
                    htmlWidth={logo.width}
                    htmlHeight={logo.height}
                    h={variant === 'compact' ? '2.25rem' : big ? '4.5rem' : '3rem'}
                    w="auto"
                    maxW="100%"
                    flexShrink="0"
                  />
                )}
                <chakra.span
                  fontSize={variant === 'compact' ? 'lg' : big ? { base: '2xl', md: '4xl' } : { base: 'xl', md: '2xl' }}
                  fontWeight="bold"
                  lineHeight="1.3"
                  overflowWrap="anywhere"
                  minW="min(100%, 9em)"
                  data-part="site-title"
                >
                  {title}
                </chakra.span>
              </Flex>
            </RouterLink>
          </ChakraLink>
        </Flex>
        {header?.subtitle && variant !== 'compact' && (
          <Text
            fontSize={big ? 'lg' : 'sm'}
            color="inherit"
            opacity={1}
            textAlign={centred ? 'center' : 'start'}
            data-part="site-subtitle"
            flex={{ lg: oneColumn ? undefined : '1' }}
          >
            {header.subtitle}
          </Text>
        )}
        <Flex
          align={{ base: 'stretch', sm: variant === 'stacked' ? 'stretch' : 'center' }}
          direction={{ base: 'column', sm: variant === 'stacked' ? 'column' : 'row' }}
          wrap="wrap"
          gap="3"
          justify={centred ? 'center' : 'flex-end'}
          data-part="site-tools"
        >
          <TextSizeControl storage={textSizeStorage} />
          <SiteSearchForm lang={lang} initialQuery={searchQuery} />
          {account && <Box data-part="account">{account}</Box>}
        </Flex>
      </Flex>
    </Box>
  );
}
