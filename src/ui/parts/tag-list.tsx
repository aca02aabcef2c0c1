import { useTranslation } from 'react-i18next';
import { paths } from '../paths/paths';
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
    <div data-part="tag-list" className={styles.tagList}>
      <span className={styles.label}>{t('content.tags.label')}</span>
      <ul className={styles.tags} aria-label={t('content.tags.label')}>
        {shown.map((tag) => (
          <li key={tag}>
            <AppLink href={paths.tag.href(lang, tag)} className={styles.tag}>
              {t('content.tags.item', { tag })}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
