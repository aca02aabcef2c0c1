import { useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml, textOnly } from './sanitize-html';
import { useHydrating, useRenderSeed } from '../parts/render-seed';
import styles from './rich-text.module.css';

export interface RichTextProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the CMS, as received; it is sanitized here and nowhere else. */
  html: string | null | undefined;
  /** Level of the content's highest heading: 2 under the page title, 3 inside an h2 section. */
  headingTop?: number;
}

/**
 * Renders CMS HTML after sanitizing it; the only place that sets inner HTML. The typography of the
 * sanitized markup is in rich-text.module.css.
 */
export function RichText({ html, headingTop = 2, className, ...rest }: RichTextProps) {
  const { t } = useTranslation();
  const tableLabel = t('content.richText.table');
  const embedTitle = t('content.richText.embed');
  const newWindowHint = t('content.richText.newWindow');
  // A server render has no DOM to sanitize with, so it writes the text alone; hydrating its markup
  // must draw the same (React never patches inner HTML that differs), and the next render, right
  // after hydration, puts the sanitized markup in. A DOM on the server would remove that step.
  const seed = useRenderSeed();
  const hydrating = useHydrating();
  const asText = seed !== null && hydrating;
  const safe = useMemo(
    () =>
      asText
        ? textOnly(html ?? '')
        : sanitizeHtml(html ?? '', { tableLabel, embedTitle, newWindowHint, headingTop }),
    [asText, html, tableLabel, embedTitle, newWindowHint, headingTop],
  );
  if (!safe) return null;
  return (
    <div
      data-part="rich-text"
      className={className ? `${styles.richText} ${className}` : styles.richText}
      {...rest}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
