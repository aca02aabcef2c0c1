import { itemAddressOf } from '../../../shared/item-address';
import { text, num } from '../../parts/item-fields';
import { ListRow } from '../../parts/list-row';
import { MetaLine } from '../../parts/meta-line';
import { paths } from '../../paths/paths';
import type { ListLayoutProps } from '../contract/layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';
import styles from './cms-normal.list.module.css';

const CONFIG: ListKindConfig = {
  dateField: 'publishDate',
  recentYears: true,
  sortFields: [{ field: 'publishDate', labelKey: 'content.fields.publishDate' }],
};

/** Articles as a bulletin board: date first, category, title, a line of summary. */
export default function CmsNormalList(props: ListLayoutProps) {
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <ul className={styles.rows}>
          {rows.map((row) => {
            const category = text(row, 'category');
            return (
              <ListRow
                key={row.id}
                href={paths.detail.href(lang, path, itemAddressOf(row))}
                title={row.title}
                headingLevel="h2"
                date={setting.showDate ? text(row, 'publishDate') : undefined}
                badge={category ? <span className={styles.badge}>{category}</span> : undefined}
                excerpt={text(row, 'description')}
                meta={<MetaLine views={num(row, 'views')} showDate={false} showViews={setting.showViews} />}
              />
            );
          })}
        </ul>
      )}
    </ListFrame>
  );
}
