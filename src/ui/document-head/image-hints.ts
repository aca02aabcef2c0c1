import type { Banner, SiteHeader } from '../../shared/api-types';
import { PHONE_MEDIA_QUERY } from '../chrome/chrome-variant.context';
import { mobileRowFor } from '../layouts/sections/banner/banner-rows';
import { cmsUrl } from '../paths/cms-url';

/** One `<link rel="preload" as="image">` per URL and media, so a second call adds nothing. */
function preloadImage(doc: Document, href: string, media?: string): void {
  const links = doc.head.querySelectorAll('link[rel="preload"][as="image"]');
  const known = [...links].some(
    (link) => link.getAttribute('href') === href && (link.getAttribute('media') ?? undefined) === media,
  );
  if (known) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  if (media) link.setAttribute('media', media);
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
  if (logo) preloadImage(doc, cmsUrl(logo));
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
  if (mobile?.image?.original) {
    preloadImage(doc, cmsUrl(mobile.image.original), PHONE_MEDIA_QUERY);
    preloadImage(doc, cmsUrl(first.image.original), `not all and ${PHONE_MEDIA_QUERY}`);
  } else {
    preloadImage(doc, cmsUrl(first.image.original));
  }
}
