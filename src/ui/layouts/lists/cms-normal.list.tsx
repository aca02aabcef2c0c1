import { Badge, Box } from '@chakra-ui/react';
import { text, num } from '../../parts/item-fields';
import { ListRow } from '../../parts/list-row';
import { MetaLine } from '../../parts/meta-line';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

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
        <Box as="ul" p="0" m="0" borderTopWidth="2px" borderColor="brand.solid">
          {rows.map((row) => {
            const category = text(row, 'category');
            return (
              <ListRow
                key={row.id}
                href={paths.detail.href(lang, path, row.id)}
                title={row.title}
                headingLevel="h2"
                date={setting.showDate ? text(row, 'publishDate') : undefined}
                badge={
                  category ? (
                    <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
                      {category}
                    </Badge>
                  ) : undefined
                }
                excerpt={text(row, 'description')}
                meta={<MetaLine views={num(row, 'views')} showDate={false} showViews={setting.showViews} />}
              />
            );
          })}
        </Box>
      )}
    </ListFrame>
  );
}
