import { FileDownload } from '../../parts/file-download';
import { text } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { RichText } from '../../cms-html/rich-text';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** An article: date and category, its lead image, the text, attachments, tags and related items. */
export default function CmsDetailNormal(props: DetailLayoutProps) {
  const { item } = props;
  return (
    <DetailFrame
      props={props}
      dateField="publishDate"
      dateLabelKey="content.meta.publishDate"
      category={text(item, 'category')}
      heroImage={representativeImage(item.images)}
    >
      <RichText html={text(item, 'content')} />
      <FileDownload files={item.files} />
    </DetailFrame>
  );
}
