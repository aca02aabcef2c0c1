import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Right sidebar: a tinted header, the menu on a white bar with a bottom rule, the breadcrumb at the
 * top of the content column, and the side navigation in a sticky column on the right.
 */
export default function Template003Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-003">
      <FrameHeader>
        <Box bg="brand.50">
          <Container>{slots.header}</Container>
        </Box>
        <Box borderBottomWidth="3px" borderColor="brand.700">
          <Container>{slots.menu}</Container>
        </Box>
      </FrameHeader>
      <Container py="6" pb="12">
        <Grid templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' } : 'minmax(0, 1fr)'} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Box minW="0">
            <Box mb="4">{slots.breadcrumb}</Box>
            <FrameMain>{slots.main}</FrameMain>
          </Box>
          <Sidebar slots={slots} position={{ lg: 'sticky' }} top={{ lg: '4' }} borderStartWidth={{ lg: '1px' }} borderColor="gray.300" ps={{ lg: '6' }} />
        </Grid>
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
