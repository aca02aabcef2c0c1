import { Box, chakra, Flex, Grid, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../chrome/footer-format';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { paths } from '../../routes/paths';
import { focusRing } from '../../chrome/focus-ring';

const FOCUS_RING = focusRing('light');

const BUTTON = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minH: '2.75rem',
  px: '5',
  borderRadius: 'md',
  fontWeight: 'bold',
  textDecoration: 'none',
  // The buttons stand on the dark visit box.
  _focusVisible: focusRing('dark'),
} as const;

/** A search on a map service: the address is all the CMS gives, no coordinates. */
export function mapHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box py="3" borderBottomWidth="1px" borderColor="gray.300">
      <chakra.dt fontSize="sm" fontWeight="bold" color="gray.700">
        {label}
      </chakra.dt>
      <chakra.dd m="0" mt="1" fontSize="lg" overflowWrap="anywhere">
        {children}
      </chakra.dd>
    </Box>
  );
}

/**
 * The footer's contact data as a home-page section, beside a call to visit: the section's own page
 * (`section.path`, e.g. 參觀資訊), the address on a map, and an e-mail link.
 */
export default function IndexContactSection({ name, lang, section, site }: SectionLayoutProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const footer = site.footer;
  const title = section.title?.trim() || t('chrome.contact.title');
  const hasData = Boolean(footer && (footer.address || footer.phone || footer.fax || footer.email || footer.openingHours));

  return (
    <chakra.section data-layout={name} aria-labelledby={headingId} w="100%" bg="gray.50">
      <Grid
        maxW="80rem"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py={{ base: '8', md: '12' }}
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '6', lg: '12' }}
        alignItems="start"
      >
        <Box minW="0">
          <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.4" mb="2" color="gray.900">
            {title}
          </Heading>
          {hasData && footer ? (
            <chakra.dl m="0">
              {footer.address && (
                <Item label={t('chrome.footer.address')}>
                  <chakra.address fontStyle="normal">{footer.address}</chakra.address>
                </Item>
              )}
              {footer.phone && (
                <Item label={t('chrome.footer.phone')}>
                  <ChromeLink href={telHref(footer.phone)} color="brand.800" textDecoration="underline" _focusVisible={FOCUS_RING}>
                    {footer.phone}
                  </ChromeLink>
                </Item>
              )}
              {footer.fax && <Item label={t('chrome.footer.fax')}>{footer.fax}</Item>}
              {footer.email && (
                <Item label={t('chrome.footer.email')}>
                  <ChromeLink href={`mailto:${footer.email}`} color="brand.800" textDecoration="underline" _focusVisible={FOCUS_RING}>
                    {footer.email}
                  </ChromeLink>
                </Item>
              )}
              {footer.openingHours && (
                <Item label={t('chrome.footer.openingHours')}>
                  <chakra.span whiteSpace="pre-line">{footer.openingHours}</chakra.span>
                </Item>
              )}
            </chakra.dl>
          ) : (
            <chakra.p color="gray.700">{t('chrome.contact.empty')}</chakra.p>
          )}
        </Box>
        <Box data-part="visit-cta" bg="brand.900" color="white" borderRadius="xl" p={{ base: '5', md: '8' }} minW="0">
          <chakra.p fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" lineHeight="1.4">
            {t('chrome.contact.visitTitle')}
          </chakra.p>
          <chakra.p mt="2">{t('chrome.contact.visitText')}</chakra.p>
          <Flex mt="5" gap="3" wrap="wrap">
            {section.path && (
              <ChromeLink href={paths.page.href(lang, section.path)} {...BUTTON} bg="white" color="brand.900" _hover={{ bg: 'gray.100' }}>
                {t('chrome.contact.visitInfo')}
              </ChromeLink>
            )}
            {footer?.address && (
              <ChromeLink
                href={mapHref(footer.address)}
                target="_blank"
                label={t('chrome.contact.map')}
                {...BUTTON}
                color="white"
                borderWidth="2px"
                borderColor="white"
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                {t('chrome.contact.map')}
              </ChromeLink>
            )}
            {footer?.email && (
              <ChromeLink href={`mailto:${footer.email}`} {...BUTTON} color="white" borderWidth="2px" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
                {t('chrome.contact.mail')}
              </ChromeLink>
            )}
          </Flex>
        </Box>
      </Grid>
    </chakra.section>
  );
}
