import { useContext, useMemo, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './sanitize-html';
import { SanitizerWindowContext } from './sanitizer-window';
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
  // The server render sanitizes with the window its composition root provides (jsdom), the browser
  // with its own: both run the same DOMPurify rules over a spec HTML parser, so hydration finds the
  // very markup it draws (React never patches inner HTML that differs).
  const win = useContext(SanitizerWindowContext);
  const safe = useMemo(
    () => sanitizeHtml(html ?? '', { tableLabel, embedTitle, newWindowHint, headingTop }, win),
    [html, tableLabel, embedTitle, newWindowHint, headingTop, win],
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
