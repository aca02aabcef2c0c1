import { itemAddressOf } from '../../../shared/item-address';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { num, text, yearSpan } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { VisuallyHidden } from '../../parts/visually-hidden';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-people.list.module.css';

const CONFIG: ListKindConfig = {
  skeleton: 'cards',
  yearField: 'birthYear',
  sortFields: [{ field: 'birthYear', labelKey: 'content.fields.birthYear' }],
};

/** People as portrait cards: likeness, name, role and years of life. */
export default function CmsPeopleList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ul className={styles.grid}>
          {rows.map((row, i) => {
            const role = text(row, 'role');
            const lifespan = yearSpan(num(row, 'birthYear'), num(row, 'deathYear'));
            return (
              <li key={row.id}>
                <ContentCard
                  className={styles.card}
                  href={paths.detail.href(lang, path, itemAddressOf(row))}
                  title={row.title}
                  image={representativeImage(row.images)}
                  imageRatio={3 / 4}
                  imageLoading={i < 4 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  excerpt={text(row, 'description')}
                  excerptChars={40}
                >
                  {role && (
                    <p className={styles.role}>
                      <VisuallyHidden>{t('content.fields.role')}</VisuallyHidden>
                      {role}
                    </p>
                  )}
                  {lifespan && (
                    <p className={styles.lifespan}>
                      <VisuallyHidden>{t('content.fields.lifespan')}</VisuallyHidden>
                      {lifespan}
                    </p>
                  )}
                </ContentCard>
              </li>
            );
          })}
        </ul>
      )}
    </ListFrame>
  );
}
