import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitize-html';

export interface RichTextProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the CMS, as received; it is sanitized here and nowhere else. */
  html: string | null | undefined;
  /** Level of the content's highest heading: 2 under the page title, 3 inside an h2 section. */
  headingTop?: number;
}

/**
 * Typography for CMS HTML. Sizes are relative (em) so the 小/中/大 control scales the text;
 * long URLs and wide media never push the page wider than the screen at 320 px.
 */
const richTextCss = {
  lineHeight: '1.8',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '1em' },
  '& p': { marginBlock: '0 1em' },
  '& h1, & h2, & h3, & h4, & h5, & h6': {
    fontWeight: 'bold',
    lineHeight: '1.4',
    marginTop: '1.6em',
    marginBottom: '0.6em',
  },
  '& h1': { fontSize: '1.75em' },
  '& h2': { fontSize: '1.5em' },
  '& h3': { fontSize: '1.25em' },
  '& h4': { fontSize: '1.125em' },
  '& h5, & h6': { fontSize: '1em' },
  '& a': { color: 'brand.fg', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  '& ul, & ol': { paddingInlineStart: '1.5em', marginBlock: '0 1em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.4em' },
  '& blockquote': {
    borderInlineStartWidth: '4px',
    borderColor: 'border',
    paddingInlineStart: '1em',
    color: 'fg.muted',
  },
  '& img': { maxWidth: '100%', height: 'auto', display: 'inline-block' },
  '& figure': { marginInline: 0 },
  '& figcaption': { fontSize: '0.875em', color: 'fg.muted', marginTop: '0.4em' },
  '& hr': { borderColor: 'border', marginBlock: '1.5em' },
  '& pre': { overflowX: 'auto', padding: '1em', bg: 'bg.muted', borderRadius: 'md' },
  '& .rich-text-embed': {
    display: 'block',
    position: 'relative',
    width: '100%',
    maxWidth: '48em',
    marginInline: 'auto',
    aspectRatio: '16 / 9',
  },
  '& .rich-text-embed iframe': { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 },
  '& .rich-text-table': { overflowX: 'auto', maxWidth: '100%', marginBlock: '0 1em' },
  '& .rich-text-table:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  '& table': { borderCollapse: 'collapse', minWidth: '100%' },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    padding: '0.5em 0.75em',
    textAlign: 'start',
    verticalAlign: 'top',
  },
  '& th': { bg: 'bg.muted', fontWeight: 'bold' },
  '& caption': { captionSide: 'top', textAlign: 'start', fontWeight: 'bold', paddingBottom: '0.5em' },
} as const;

/** Renders CMS HTML after sanitizing it; the only place that sets inner HTML. */
export function RichText({ html, headingTop = 2, ...rest }: RichTextProps) {
  const { t } = useTranslation();
  const tableLabel = t('content.richText.table');
  const embedTitle = t('content.richText.embed');
  const newWindowHint = t('content.richText.newWindow');
  const safe = useMemo(
    () => sanitizeHtml(html ?? '', { tableLabel, embedTitle, newWindowHint, headingTop }),
    [html, tableLabel, embedTitle, newWindowHint, headingTop],
  );
  if (!safe) return null;
  return <Box data-part="rich-text" css={richTextCss} {...rest} dangerouslySetInnerHTML={{ __html: safe }} />;
}
