import { FileDownload } from '../../parts/file-download';
import type { DetailLayoutProps } from '../contract/layout-contract';
import { DetailFrame } from './detail-frame';

/** A download: what it is, then each file with its type and size. */
export default function CmsDetailDownload(props: DetailLayoutProps) {
  return (
    <DetailFrame props={props} dateField="date" galleryField={null} bodyField={null}>
      <FileDownload files={props.item.files} />
    </DetailFrame>
  );
}
