import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Boxed: everything inside one bordered box with a thick accent along its top, on a grey page;
 * the side navigation is a shaded right column and the footer's parts stand in columns.
 */
export default function Template014Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-014" variant={{ footer: 'columns' }} bg="gray.200" py={{ base: '0', lg: '6' }}>
      <Box
        data-part="frame-box"
        maxW="76rem"
        mx="auto"
        bg="white"
        // Per-side colours: a `borderColor` shorthand would repaint the accent grey.
        borderTopWidth="0.75rem"
        borderTopColor="orange.700"
        borderInlineWidth={{ base: '0', lg: '1px' }}
        borderInlineColor="gray.400"
        borderBottomWidth={{ base: '0', lg: '1px' }}
        borderBottomColor="gray.400"
        minW="0"
      >
        <FrameHeader px={{ base: '4', md: '6' }}>
          {slots.header}
          <Box borderTopWidth="2px" borderBottomWidth="2px" borderColor="gray.900">
            {slots.menu}
          </Box>
        </FrameHeader>
        <Box px={{ base: '4', md: '6' }} py="3">
          {slots.breadcrumb}
        </Box>
        <Grid
          px={{ base: '4', md: '6' }}
          pb="10"
          templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 17rem' } : 'minmax(0, 1fr)'}
          gap="8"
          alignItems="start"
        >
          <FrameMain>{slots.main}</FrameMain>
          <Sidebar slots={slots} bg="gray.100" p="4" borderTopWidth="4px" borderColor="orange.700" />
        </Grid>
        <FrameFooter px={{ base: '4', md: '6' }}>{slots.footer}</FrameFooter>
      </Box>
    </FrameRoot>
  );
}
