import { Box, chakra, Flex, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteFooter as SiteFooterData } from '../../shared/api-types';
import { AccessKeyAnchor } from './access-key-anchor';
import { useChromeVariant } from './chrome-variant.context';
import { formatUpdatedAt, telHref } from './footer-format';
import { ChromeLink } from './menu-link';
import { focusRing } from './focus-ring';

export interface SiteFooterProps {
  /** `GET /api/site/footer`; null while it loads or when it failed. */
  footer: SiteFooterData | null;
  /** Extra content from the shell, e.g. the visit counter. */
  extra?: ReactNode;
}

const linkStyle = (tone: 'light' | 'dark') => ({
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  display: 'inline-flex',
  alignItems: 'center',
  minH: '1.5rem',
  overflowWrap: 'anywhere',
  _focusVisible: focusRing(tone),
} as const);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex as="div" gap="2" wrap="wrap">
      <chakra.dt fontWeight="bold" flexShrink="0">
        {label}
      </chakra.dt>
      <chakra.dd m="0" minW="0" overflowWrap="anywhere">
        {children}
      </chakra.dd>
    </Flex>
  );
}

/**
 * The content of the footer slot: 導盲磚 Z, contact data, links, 「最後更新」, copyright and the
 * accessibility mark. The frame provides the `<footer>` landmark and, through the chrome variant,
 * whether the parts stack or stand in columns.
 */
export function SiteFooter({ footer, extra }: SiteFooterProps) {
  const { t } = useTranslation();
  const variant = useChromeVariant();
  const columns = variant.footer === 'columns';
  const dark = variant.footerTone === 'dark';
  const LINK_STYLE = linkStyle(variant.footerTone);
  const updated = footer?.updatedAt ? formatUpdatedAt(footer.updatedAt) : undefined;
  const mark = footer?.accessibilityMark;
  const hasContact = Boolean(footer?.address || footer?.phone || footer?.fax || footer?.email || footer?.openingHours);

  return (
    <Box data-part="site-footer" py="6" fontSize="sm" lineHeight="1.8">
      <AccessKeyAnchor zone="z" tone={dark ? 'dark' : 'light'} />
      <Grid
        data-part="footer-body"
        gap="6"
        mt="2"
        templateColumns={columns ? { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: '2fr 1fr 1fr' } : '1fr'}
      >
        {hasContact && footer && (
          <chakra.dl m="0" data-part="footer-contact">
            {footer.address && (
              <Row label={t('chrome.footer.address')}>
                <chakra.address fontStyle="normal">{footer.address}</chakra.address>
              </Row>
            )}
            {footer.phone && (
              <Row label={t('chrome.footer.phone')}>
                <ChromeLink href={telHref(footer.phone)} {...LINK_STYLE}>
                  {footer.phone}
                </ChromeLink>
              </Row>
            )}
            {footer.fax && <Row label={t('chrome.footer.fax')}>{footer.fax}</Row>}
            {footer.email && (
              <Row label={t('chrome.footer.email')}>
                <ChromeLink href={`mailto:${footer.email}`} {...LINK_STYLE}>
                  {footer.email}
                </ChromeLink>
              </Row>
            )}
            {footer.openingHours && (
              <Row label={t('chrome.footer.openingHours')}>
                <chakra.span whiteSpace="pre-line">{footer.openingHours}</chakra.span>
              </Row>
            )}
          </chakra.dl>
        )}
        {footer && footer.links.length > 0 && (
          <chakra.nav aria-label={t('chrome.footer.links')} data-part="footer-links">
            <chakra.ul
              listStyleType="none"
              m="0"
              p="0"
              display="flex"
              flexDirection={columns ? 'column' : 'row'}
              flexWrap="wrap"
              columnGap="4"
              rowGap="1"
            >
              {footer.links.map((link) => (
                <li key={`${link.url}|${link.title}`}>
                  <ChromeLink href={link.url} {...LINK_STYLE}>
                    {link.title}
                  </ChromeLink>
                </li>
              ))}
            </chakra.ul>
          </chakra.nav>
        )}
        <Flex direction="column" gap="2" data-part="footer-meta">
          {updated && (
            <p>
              {t('chrome.footer.updatedAt')}
              <time dateTime={updated.dateTime}>{updated.text}</time>
            </p>
          )}
          {extra}
          {mark?.image && (
            <ChromeLink href={mark.url} alignSelf="flex-start" display="inline-block" color="inherit" _focusVisible={focusRing(variant.footerTone)}>
              <chakra.img src={mark.image} alt={mark.alt} htmlWidth={88} htmlHeight={31} display="block" />
            </ChromeLink>
          )}
        </Flex>
      </Grid>
      {footer?.copyright && (
        <chakra.p mt="4" pt="3" borderTopWidth="1px" borderColor={dark ? 'whiteAlpha.600' : 'blackAlpha.500'} data-part="copyright">
          {footer.copyright}
        </chakra.p>
      )}
    </Box>
  );
}
