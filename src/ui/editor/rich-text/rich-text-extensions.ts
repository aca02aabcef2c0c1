import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';
import { allowedEmbed } from '../../rich-text/embed-hosts';
import { isSafeUrl } from '../../rich-text/safe-url';
import { FontSize } from './font-size-mark';

/**
 * The sanitizer drops `data-youtube-video` and wraps frames in its own span, so saved HTML no
 * longer matches the extension's `div[data-youtube-video] iframe` rule. Any frame the site's embed
 * policy takes for YouTube is read as a video instead, whatever wraps it.
 */
const SiteYoutube = Youtube.extend({
  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element: HTMLElement) =>
          allowedEmbed(element.getAttribute('src') ?? '')?.kind === 'youtube' ? null : false,
      },
    ];
  },
});

/** One array for every field, so useEditor sees the same extensions on each render. */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // Links open in the same window unless the author said otherwise (WCAG 3.2.5).
      HTMLAttributes: { target: null, rel: null },
      // Stored content keeps relative, mail and phone links; the sanitizer applies the same rule.
      isAllowedUri: (url) => isSafeUrl(url),
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  SiteYoutube.configure({ nocookie: true, addPasteHandler: true }),
  FontSize,
];
