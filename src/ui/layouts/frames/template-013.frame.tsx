import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Split header: identity and tools on the left and the menu on the right of one header row (stacked
 * on phones); the breadcrumb runs in its own full-width band; the side navigation is on the left.
 */
export default function Template013Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-013" variant={{ header: 'compact' }}>
      <FrameHeader borderBottomWidth="1px" borderColor="gray.300" css={{ '& [data-part="menu-list"]': { justifyContent: 'flex-end' } }}>
        <Container>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 1fr)' }} alignItems="center" columnGap="6">
            {slots.header}
            <Box>{slots.menu}</Box>
          </Grid>
        </Container>
      </FrameHeader>
      <Box bg="brand.50" borderBottomWidth="1px" borderColor="brand.200" py="3">
        <Container>{slots.breadcrumb}</Container>
      </Box>
      <Container py="8" pb="12">
        <Grid templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' } : 'minmax(0, 1fr)'} gap="8" alignItems="start">
          <Sidebar slots={slots} borderTopWidth="4px" borderColor="brand.700" pt="2" />
          <FrameMain>{slots.main}</FrameMain>
        </Grid>
      </Container>
      <FrameFooter bg="brand.900">
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
