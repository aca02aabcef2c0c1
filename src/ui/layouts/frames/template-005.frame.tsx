import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Two-tier header: the identity and tools on white, then the menu alone in a full-width dark band;
 * the breadcrumb sits in a thin tinted strip, the side navigation in a boxed right column.
 */
export default function Template005Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-005" variant={{ menuTone: 'dark' }}>
      <FrameHeader>
        <Container>{slots.header}</Container>
        <Box bg="gray.900" borderBottomWidth="4px" borderColor="orange.400">
          <Container>{slots.menu}</Container>
        </Box>
      </FrameHeader>
      <Box bg="gray.100" py="2">
        <Container>{slots.breadcrumb}</Container>
      </Box>
      <Container py="8" pb="12">
        <Grid templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 20rem' } : 'minmax(0, 1fr)'} gap="8" alignItems="start">
          <FrameMain>{slots.main}</FrameMain>
          <Sidebar slots={slots} borderWidth="2px" borderColor="gray.900" borderRadius="md" p="4" />
        </Grid>
      </Container>
      <FrameFooter bg="gray.800">
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
