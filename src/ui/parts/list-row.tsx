import type { LiHTMLAttributes, ReactNode } from 'react';
import { AppLink } from './app-link';
import { plainExcerpt } from './excerpt';
import { dateTimeAttr, formatDate } from './format-date';
import styles from './list-row.module.css';

export interface ListRowProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title'> {
  href: string;
  /** The title's text, or nodes (the site search's marked terms). */
  title: ReactNode;
  /** Shown in front of the title, as bulletin boards of public sites do. */
  date?: string | null;
  badge?: ReactNode;
  meta?: ReactNode;
  excerpt?: string | null;
  excerptChars?: number;
  /** A summary already made (the site search's marked snippet); shown instead of `excerpt`. */
  summary?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}

/** One item of a text list; renders an `li`, so callers wrap rows in a `ul`. */
export function ListRow({
  href,
  title,
  date,
  badge,
  meta,
  excerpt,
  excerptChars = 100,
  summary: given,
  headingLevel: Heading = 'h3',
  children,
  className,
  ...rest
}: ListRowProps) {
  const summary = given ?? plainExcerpt(excerpt, excerptChars);
  return (
    <li className={className ? `${styles.row} ${className}` : styles.row} data-part="list-row" {...rest}>
      {date && (
        <span className={styles.date}>
          <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
        </span>
      )}
      <div className={styles.body}>
        {badge}
        <Heading className={styles.title}>
          <AppLink href={href}>{title}</AppLink>
        </Heading>
        {meta}
        {summary && <p className={styles.summary}>{summary}</p>}
        {children}
      </div>
    </li>
  );
}
