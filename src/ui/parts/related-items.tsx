import { Box, Heading } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemRef } from '../../shared/api-types';
import { paths } from '../routes/paths';
import { AppLink } from './app-link';

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
export function RelatedItems({ items, lang, heading, headingLevel = 'h2' }: RelatedItemsProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = itemRefs(items);
  if (refs.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={id} data-part="related-items" mt="8">
      <Heading as={headingLevel} id={id} fontSize="lg" mb="3">
        {heading ?? t('content.related.heading')}
      </Heading>
      <Box as="ul" ps="5" listStyleType="disc">
        {refs.map((ref) => (
          <Box as="li" key={`${ref.path}/${ref.id}`} py="1">
            <AppLink href={paths.detail.href(lang, ref.path, ref.id)}>{ref.title}</AppLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
