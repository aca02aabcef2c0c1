import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { itemRefsIn } from '../../shared/item-refs';
import { paths } from '../paths/paths';
import { AppLink } from './app-link';
import styles from './related-items.module.css';

export interface RelatedItemsProps {
  items: unknown;
  lang: string;
  /** Heading text (already translated); 相關內容 by default. */
  heading?: string;
  headingLevel?: 'h2' | 'h3';
}

/** A titled list of links to other items (related items, a person's events, an event's objects). */
export function RelatedItems({ items, lang, heading, headingLevel: Heading = 'h2' }: RelatedItemsProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = itemRefsIn(items);
  if (refs.length === 0) return null;
  return (
    <section aria-labelledby={id} data-part="related-items" className={styles.section}>
      <Heading id={id} className={styles.heading}>
        {heading ?? t('content.related.heading')}
      </Heading>
      <ul className={styles.list}>
        {refs.map((ref) => (
          <li key={`${ref.path}/${ref.id}`} className={styles.item}>
            <AppLink href={paths.detail.href(lang, ref.path, ref.id)}>{ref.title}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
