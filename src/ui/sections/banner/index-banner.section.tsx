import { Box, chakra, Flex } from '@chakra-ui/react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerRow } from '../../../shared/api-types';
import { PHONE_MEDIA_QUERY } from '../../chrome/chrome-variant.context';
import { ChromeLink } from '../../chrome/menu-link';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';
import { focusRing } from '../../chrome/focus-ring';

/** WCAG 2.2.2 allows motion that the visitor can pause; six seconds leaves time to read a caption. */
export const BANNER_INTERVAL_MS = 6000;

const CONTROL = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minW: '2.75rem',
  minH: '2.75rem',
  px: '3',
  bg: 'white',
  color: 'gray.900',
  borderWidth: '1px',
  borderColor: 'gray.600',
  borderRadius: 'md',
  fontWeight: 'bold',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _focusVisible: focusRing('light'),
} as const;

/** The phone image of a slide: the bannerMobile row with the same id, else the one at the same place. */
function mobileRowFor(row: BannerRow, index: number, mobileRows: readonly BannerRow[]): BannerRow | undefined {
  return mobileRows.find((candidate) => candidate.id === row.id) ?? mobileRows[index];
}

/**
 * The home page's banner carousel (APG carousel pattern). It advances every six seconds unless the
 * visitor paused it, prefers reduced motion, or is pointing at or focused in a slide; previous/next
 * and the indicators always work. While it rotates, the slides are not announced (aria-live off).
 */
export default function IndexBannerSection({ name, section, site }: SectionLayoutProps) {
  const { t } = useTranslation();
  const rows = site.banner?.rows ?? [];
  const mobileRows = site.bannerMobile?.rows ?? [];
  const count = rows.length;
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusedInSlide, setFocusedInSlide] = useState(false);
  const rotating = count > 1 && !paused && !reducedMotion && !hovered && !focusedInSlide;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return <Box data-layout={name} data-empty="true" />;

  const label = section.title?.trim() || t('chrome.banner.label');
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const onSlidesBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedInSlide(false);
  };

  return (
    <chakra.section
      data-layout={name}
      aria-roledescription={t('chrome.banner.roledescription')}
      aria-label={label}
      w="100%"
      maxW="100rem"
      mx="auto"
    >
      <Box
        aria-live={rotating ? 'off' : 'polite'}
        data-part="banner-slides"
        position="relative"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusedInSlide(true)}
        onBlur={onSlidesBlur}
      >
        {rows.map((row, slide) => {
          const mobile = mobileRowFor(row, slide, mobileRows);
          const first = slide === 0;
          const image = (
            <Box position="relative" aspectRatio={{ base: '4 / 3', md: '12 / 5' }} bg="gray.200" overflow="hidden">
              <picture>
                {mobile && (
                  <source
                    media={PHONE_MEDIA_QUERY}
                    srcSet={mobile.image.original}
                    width={mobile.image.width}
                    height={mobile.image.height}
                  />
                )}
                <chakra.img
                  src={row.image.original}
                  alt={row.image.description?.trim() ?? ''}
                  htmlWidth={row.image.width ?? 1920}
                  htmlHeight={row.image.height ?? 800}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  decoding={first ? 'sync' : 'async'}
                  display="block"
                  w="100%"
                  h="100%"
                  objectFit="cover"
                />
              </picture>
              <Box
                position="absolute"
                insetInline="0"
                bottom="0"
                px={{ base: '4', md: '8' }}
                py={{ base: '3', md: '5' }}
                bg="blackAlpha.800"
                color="white"
              >
                <chakra.p fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" lineHeight="1.4">
                  {row.title}
                </chakra.p>
                {row.description && (
                  <chakra.p fontSize={{ base: 'sm', md: 'md' }} mt="1" lineClamp={{ base: 2, md: 3 }}>
                    {row.description}
                  </chakra.p>
                )}
              </Box>
            </Box>
          );
          return (
            <Box
              key={row.id}
              role="group"
              aria-roledescription={t('chrome.banner.slideRoledescription')}
              aria-label={t('chrome.banner.slideLabel', { index: slide + 1, total: count })}
              hidden={slide !== current}
              data-part="banner-slide"
            >
              {row.link ? (
                <ChromeLink
                  href={row.link}
                  display="block"
                  color="inherit"
                  textDecoration="none"
                  _hover={{ '& p:first-of-type': { textDecoration: 'underline' } }}
                  // Two rings inside the slide, dark within light, so one of them shows on any photo.
                  _focusVisible={{
                    outline: '4px solid',
                    outlineColor: 'white',
                    outlineOffset: '-4px',
                    '& > div': { outline: '4px solid', outlineColor: 'brand.900', outlineOffset: '-8px' },
                  }}
                >
                  {image}
                </ChromeLink>
              ) : (
                image
              )}
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <Flex data-part="banner-controls" align="center" justify="center" wrap="wrap" gap="2" py="3" px="4" bg="gray.100">
          {!reducedMotion && (
            <chakra.button type="button" onClick={() => setPaused((value) => !value)} {...CONTROL} data-part="banner-pause">
              <chakra.span aria-hidden="true">{paused ? '▶' : '❚❚'}</chakra.span>
              {t(paused ? 'chrome.banner.play' : 'chrome.banner.pause')}
            </chakra.button>
          )}
          <chakra.button type="button" onClick={() => go(current - 1)} {...CONTROL} aria-label={t('chrome.banner.previous')}>
            <chakra.span aria-hidden="true">‹</chakra.span>
          </chakra.button>
          <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="1" aria-label={t('chrome.banner.indicators')}>
            {rows.map((row, slide) => (
              <li key={row.id}>
                <chakra.button
                  type="button"
                  onClick={() => go(slide)}
                  aria-label={t('chrome.banner.goTo', { index: slide + 1, title: row.title })}
                  aria-current={slide === current ? 'true' : undefined}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  minW="1.75rem"
                  minH="1.75rem"
                  bg="transparent"
                  borderRadius="full"
                  cursor="pointer"
                  _focusVisible={focusRing('light', '0')}
                >
                  <chakra.span
                    aria-hidden="true"
                    display="block"
                    w={slide === current ? '1.25rem' : '0.75rem'}
                    h="0.75rem"
                    borderRadius="full"
                    borderWidth="2px"
                    borderColor="gray.800"
                    bg={slide === current ? 'gray.800' : 'white'}
                  />
                </chakra.button>
              </li>
            ))}
          </chakra.ul>
          <chakra.button type="button" onClick={() => go(current + 1)} {...CONTROL} aria-label={t('chrome.banner.next')}>
            <chakra.span aria-hidden="true">›</chakra.span>
          </chakra.button>
        </Flex>
      )}
    </chakra.section>
  );
}
