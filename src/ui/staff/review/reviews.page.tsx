import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearch } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { StaffFrame } from '../frame/staff-frame';
import { useEditingKit } from '../../editor/parts/use-editing-kit';
import { ReviewsPanel } from './reviews-panel';
import { staffSegment } from '../../../shared/staff-paths';

/** `/home/:lang/editor/reviews` (guarded): 待審核, with `?doc=<docId>` opening one submission. */
export default function ReviewsPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const docId = new URLSearchParams(useSearch()).get('doc');
  const kit = useEditingKit();
  return (
    <StaffFrame lang={lang} title="待審核" current={staffSegment('reviews')}>
      <Stack gap="6" data-page="reviews">
        <Heading as="h1" size="2xl">
          待審核
        </Heading>
        <Text>
          撰稿者送審的草稿在這裡等待核准。請先看過與已發布版本的差異，再核准並發布，或寫下原因退回。
        </Text>
        {kit === null ? (
          <Text role="status">載入編輯工具中…</Text>
        ) : (
          <ReviewsPanel kit={kit} lang={lang} docId={docId} />
        )}
      </Stack>
    </StaffFrame>
  );
}
