import type { Banner, SiteHeader } from '../../shared/api-types';
import { PHONE_MEDIA_QUERY } from '../chrome/chrome-variant.context';
import { mobileRowFor } from '../layouts/sections/banner/banner-rows';
import { cmsUrl } from '../paths/cms-url';
import { BANNER_SIZES } from '../layouts/sections/banner/banner-rows';
import { pictureSources, preloadSource, type PictureSource } from '../parts/picture-sources';

/**
 * One `<link rel="preload" as="image">` per URL and media, so a second call adds nothing. A picture
 * with variants is preloaded with the `imagesrcset` and `imagesizes` of its element, or the browser
 * would fetch the original here and a variant for the element; one with an AVIF source by that
 * source's, with its `type` (src/ui/parts/picture-sources.ts, `preloadSource`).
 */
function preloadImage(doc: Document, { href, srcset, sizes, type }: PictureSource, media?: string): void {
  const links = doc.head.querySelectorAll('link[rel="preload"][as="image"]');
  const known = [...links].some(
    (link) => link.getAttribute('href') === href && (link.getAttribute('media') ?? undefined) === media,
  );
  if (known) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  if (srcset) link.setAttribute('imagesrcset', srcset);
  if (srcset && sizes) link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  if (media) link.setAttribute('media', media);
  if (type) link.setAttribute('type', type);
  doc.head.append(link);
}

/*
 * The largest paint of a page is usually an image the start-up answers already name: the header's
 * logo on every page and, on a home page that opens with the banner, its first slide. Their `<img>`
 * only exists once the frame and section chunks have rendered, so the browser would only then start
 * them; preloading as soon as the answers are in lets the image travel while the chunks do
 * (docs/performance.md, "Start-up and latency levers").
 */

/** The header's logo, on every page: called once the start-up answers are in. */
export function hintLogo(header: SiteHeader | null | undefined, doc: Document = document): void {
  const logo = header?.logo?.original;
  if (logo) preloadImage(doc, { href: cmsUrl(logo) });
}

/**
 * The banner's first slide, for a home page whose first section is the banner. The phone and desktop
 * pictures carry the `<picture>`'s media query, so each screen downloads only its own.
 */
export function hintFirstBanner(
  banner: Banner | null | undefined,
  bannerMobile: Banner | null | undefined,
  doc: Document = document,
): void {
  const first = banner?.rows?.[0];
  if (!first?.image?.original) return;
  const mobile = mobileRowFor(first, 0, bannerMobile?.rows ?? []);
  // The same sources the banner's <picture> offers (index-banner.section.tsx).
  const wide = preloadSource(pictureSources(first.image, BANNER_SIZES));
  if (mobile?.image?.original) {
    preloadImage(doc, preloadSource(pictureSources(mobile.image, BANNER_SIZES)), PHONE_MEDIA_QUERY);
    preloadImage(doc, wide, `not all and ${PHONE_MEDIA_QUERY}`);
  } else {
    preloadImage(doc, wide);
  }
}
