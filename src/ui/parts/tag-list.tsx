import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes/paths';
import { AppLink } from './app-link';
import styles from './tag-list.module.css';

export interface TagListProps {
  tags: readonly string[] | null | undefined;
  lang: string;
}

/** An item's tags, each a link to the tag page that lists everything with that tag. */
export function TagList({ tags, lang }: TagListProps) {
  const { t } = useTranslation();
  const shown = (tags ?? []).filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <Box data-part="tag-list" display="flex" flexWrap="wrap" alignItems="baseline" gap="2">
      <Text as="span" fontWeight="medium">
        {t('content.tags.label')}
      </Text>
      <HStack
        as="ul"
        listStyleType="none"
        gap="2"
        flexWrap="wrap"
        p="0"
        m="0"
        aria-label={t('content.tags.label')}
      >
        {shown.map((tag) => (
          <li key={tag}>
            <AppLink href={paths.tag.href(lang, tag)} className={styles.tag}>
              {t('content.tags.item', { tag })}
            </AppLink>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
