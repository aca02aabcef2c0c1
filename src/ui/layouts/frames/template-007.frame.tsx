import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Vertical rail: on wide screens the header and the menu form a dark column down the left of
 * everything, sticky to the viewport; breadcrumb, content, side navigation and footer fill the right.
 * On phones the rail becomes an ordinary top header with the collapsed menu.
 */
export default function Template007Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-007" variant={{ menu: 'rail', menuTone: 'dark', header: 'stacked', headerTone: 'dark' }}>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '18rem minmax(0, 1fr)' }} minH="100vh">
        <FrameHeader
          bg="brand.900"
          color="white"
          px="4"
          pb="4"
          position={{ lg: 'sticky' }}
          top="0"
          h={{ lg: '100vh' }}
          overflowY={{ lg: 'auto' }}
        >
          {slots.header}
          <Box mt="2" borderTopWidth="1px" borderColor="whiteAlpha.500" pt="2">
            {slots.menu}
          </Box>
        </FrameHeader>
        <Box minW="0" display="flex" flexDirection="column">
          <Box px={{ base: '4', md: '8' }} py="3" borderBottomWidth="1px" borderColor="gray.300">
            {slots.breadcrumb}
          </Box>
          <Grid
            flex="1"
            px={{ base: '4', md: '8' }}
            py="8"
            templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 16rem' } : 'minmax(0, 1fr)'}
            gap="8"
            alignItems="start"
            maxW="90rem"
          >
            <FrameMain>{slots.main}</FrameMain>
            <Sidebar slots={slots} />
          </Grid>
          <FrameFooter px={{ base: '4', md: '8' }}>{slots.footer}</FrameFooter>
        </Box>
      </Grid>
    </FrameRoot>
  );
}
