import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { STAFF_PAGE_TITLES } from '../../../domain/editing/staff-pages';
import { staffSegment } from '../../../shared/staff-paths';
import { StaffFrame } from '../frame/staff-frame';
import { useAccountsKit } from '../parts/use-accounts-kit';
import { ChecklistPanel } from './checklist-panel';

const TITLE = STAFF_PAGE_TITLES.checklist;

/** `/home/:lang/editor/checklist` (guarded, administrators): 政府網站檢核. */
export default function ChecklistPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const kit = useAccountsKit();
  return (
    <StaffFrame lang={lang} title={TITLE} current={staffSegment('checklist')}>
      <Stack gap="6" data-page="checklist" maxW="56rem">
        <Heading as="h1" size="2xl">
          {TITLE}
        </Heading>
        <Text>
          政府網站應有的項目，逐項檢查本網站：已符合的打勾，其餘寫明缺少什麼，並連到可以補上的地方。伺服器的設定須由主機管理者調整。
        </Text>
        {kit === null ? <Text role="status">正在載入…</Text> : <ChecklistPanel kit={kit} lang={lang} />}
      </Stack>
    </StaffFrame>
  );
}
