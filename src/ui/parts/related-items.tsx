import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRef } from '../../shared/api-types';
import { paths } from '../routes/paths';
import { AppLink } from './app-link';
import styles from './related-items.module.css';

export interface RelatedItemsProps {
  items: unknown;
  lang: string;
  /** Heading text (already translated); 相關內容 by default. */
  heading?: string;
  headingLevel?: 'h2' | 'h3';
}

/** Item references from the CMS; malformed entries are skipped rather than linked to nowhere. */
export function itemRefs(value: unknown): ItemRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (ref): ref is ItemRef =>
      typeof ref === 'object' &&
      ref !== null &&
      typeof (ref as ItemRef).id === 'string' &&
      typeof (ref as ItemRef).title === 'string' &&
      typeof (ref as ItemRef).path === 'string',
  );
}

/** A titled list of links to other items (related items, a person's events, an event's objects). */
export function RelatedItems({ items, lang, heading, headingLevel: Heading = 'h2' }: RelatedItemsProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = itemRefs(items);
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
