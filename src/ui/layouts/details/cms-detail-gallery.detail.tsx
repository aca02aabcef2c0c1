import { Gallery } from '../../parts/gallery-lightbox';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** An album: the photos are the content, in a grid that opens the keyboard lightbox. */
export default function CmsDetailGallery(props: DetailLayoutProps) {
  return (
    <DetailFrame props={props} dateField="date" galleryField={null} bodyField={null}>
      <Gallery images={props.item.images} eagerCount={4} />
    </DetailFrame>
  );
}
