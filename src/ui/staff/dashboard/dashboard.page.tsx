import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../../composition/services-provider';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { STAFF_PAGE_TITLES } from '../../../domain/editing/staff-pages';
import { StaffDashboard } from './staff-dashboard';
import { StaffFrame } from '../frame/staff-frame';
import { staffSegment } from '../../../shared/staff-paths';

/**
 * 儀表板, the staff area's first page (`/home/:lang/editor`, guarded): who is logged in, what waits
 * for them, and the way to every staff page they may see.
 */
export default function StaffDashboardPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { stores } = useServices();
  const name = useStore(stores.session, (s) => s.accountName);
  const title = STAFF_PAGE_TITLES.dashboard;

  return (
    <StaffFrame lang={lang} title={title} current={staffSegment('dashboard')}>
      <chakra.div display="grid" gap="8" data-page="editor-tools">
        <Box>
          <Heading as="h1" size="2xl" mb="3">
            {title}
          </Heading>
          <Text>
            登入帳號：<chakra.span data-part="editor-account">{name ?? ''}</chakra.span>
          </Text>
        </Box>
        <StaffDashboard lang={lang} />
      </chakra.div>
    </StaffFrame>
  );
}
