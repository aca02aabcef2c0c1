import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isSafeUrl } from '../../cms-html/safe-url';
import { BodyImage } from './schema/body-image';
import { BareParagraphs, Container, Figcaption, Figure, ProtectedBlock } from './schema/blocks';
import { ElementAttributes } from './schema/element-attributes';
import { Embed } from './schema/embed';
import { LeaveClosedBlocks } from './schema/leave-block';
import { KeptBold, KeptItalic, KeptStrike, KeptUnderline } from './schema/formatting-marks';
import { InlineElement } from './schema/inline-element';
import { TABLE_EXTENSIONS } from './schema/tables';

/**
 * One array for every field, so useEditor sees the same extensions on each render. Together they
 * represent every element and attribute the public sanitizer keeps (the round-trip test proves it
 * over the demo site and the original platform's pages); the codec (editor-html.ts) keeps whatever
 * else whole.
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    // Replaced below by marks that keep the tag they read (`<b>` stays `<b>`).
    bold: false,
    italic: false,
    strike: false,
    underline: false,
    // StarterKit's code excludes every other mark, so a link around code would lose one of them.
    code: false,
    // An empty paragraph added after every closing table or figure would be saved as content.
    trailingNode: false,
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
  KeptBold,
  KeptItalic,
  KeptStrike,
  KeptUnderline,
  InlineElement,
  // Inline, as the platform's editor wrote them: inside paragraphs, spans and links.
  BodyImage.configure({ inline: true, allowBase64: false }),
  Embed,
  Container,
  Figure,
  Figcaption,
  ProtectedBlock,
  ...TABLE_EXTENSIONS,
  ElementAttributes,
  BareParagraphs,
  LeaveClosedBlocks,
];
