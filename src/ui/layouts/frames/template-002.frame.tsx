import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Left sidebar: a thick brand strip, the header, the menu on a brand-blue bar, then the side navigation
 * in a left column beside the content (stacked above it on phones).
 */
export default function Template002Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-002" variant={{ menuTone: 'dark' }}>
      <FrameHeader borderTopWidth="0.5rem" borderColor="brand.900">
        <Container>{slots.header}</Container>
        <Box bg="brand.700">
          <Container>{slots.menu}</Container>
        </Box>
      </FrameHeader>
      <Container py="3">{slots.breadcrumb}</Container>
      <Container pb="10">
        <Grid templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' } : 'minmax(0, 1fr)'} gap={{ base: '6', lg: '10' }} alignItems="start">
          <Sidebar slots={slots} bg="gray.50" borderWidth="1px" borderColor="gray.300" borderRadius="md" p="3" />
          <FrameMain>{slots.main}</FrameMain>
        </Grid>
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
