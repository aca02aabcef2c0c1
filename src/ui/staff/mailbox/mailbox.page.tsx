import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { useStore } from 'zustand';
import { useServices } from '../../../composition/services-provider';
import { staffPaths } from '../../paths/staff-paths';
import { StaffFrame } from '../frame/staff-frame';
import { InboxPanel } from './inbox-panel';
import { NoticePanel } from './notice-panel';
import { useMailboxKit } from './use-mailbox-kit';
import { staffSegment } from '../../../shared/staff-paths';

/** `/home/:lang/editor/mailbox` (guarded; the server answers only mailbox staff): 信箱管理. */
export default function MailboxPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const kit = useMailboxKit();
  const { stores } = useServices();
  const admin = useStore(stores.session, (s) => s.access?.admin === true);
  return (
    <StaffFrame lang={lang} title="信箱管理" current={staffSegment('mailbox')}>
      <Stack gap="6" data-page="mailbox-inbox">
        <Heading as="h1" size="2xl">
          信箱管理
        </Heading>
        <Text>
          民眾透過民意信箱寄來的信件。開啟信件即留下閱讀紀錄；回覆會以電子郵件寄給民眾，內部備註只有同仁看得到。
        </Text>
        {kit === null ? (
          <Text role="status">載入中…</Text>
        ) : (
          <InboxPanel kit={kit} base={staffPaths.mailbox(lang)} />
        )}
        {/* Administrators only; the server refuses anyone else with 403 anyway. */}
        {kit !== null && admin && <NoticePanel kit={kit} />}
      </Stack>
    </StaffFrame>
  );
}
