import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Magazine: a centred masthead between double rules, the menu centred under it, then a wide
 * content column and a generous aside column divided by a rule; the footer stands in columns.
 */
export default function Template011Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-011" variant={{ header: 'hero', footer: 'columns' }} bg="orange.50">
      <FrameHeader css={{ '& [data-part="menu-list"]': { justifyContent: 'center' } }}>
        <Container>
          <Box borderBottomWidth="6px" borderStyle="double" borderColor="gray.900">
            {slots.header}
          </Box>
          <Box borderBottomWidth="1px" borderColor="gray.900" textAlign="center">
            {slots.menu}
          </Box>
        </Container>
      </FrameHeader>
      <Container py="4">{slots.breadcrumb}</Container>
      <Container pb="12">
        <Grid
          templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(16rem, 1fr)' } : 'minmax(0, 1fr)'}
          gap={{ base: '8', lg: '0' }}
          alignItems="stretch"
        >
          <FrameMain pe={{ lg: withSidebar ? '10' : '0' }}>{slots.main}</FrameMain>
          <Sidebar slots={slots} borderTopWidth={{ base: '3px', lg: '0' }} borderStartWidth={{ lg: '1px' }} borderColor="gray.900" ps={{ lg: '10' }} pt={{ base: '4', lg: '0' }} />
        </Grid>
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
