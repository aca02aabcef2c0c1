import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { FrameFooter, FrameHeader, FrameMain, FrameRoot, hasSlot, Sidebar } from './frame-parts';

/**
 * Card: the whole page (header, menu, breadcrumb, side navigation and content) sits in one centred,
 * rounded white card on a tinted page; the footer lies on the tint below the card.
 */
export default function Template012Frame({ slots }: FrameLayoutProps) {
  const withSidebar = hasSlot(slots.sidebar);
  return (
    <FrameRoot layout="template-012" variant={{ footerTone: 'light' }} bg="brand.50" py={{ base: '0', md: '8' }}>
      <Box
        data-part="frame-card"
        maxW="64rem"
        mx="auto"
        bg="white"
        borderRadius={{ base: '0', md: '2xl' }}
        boxShadow={{ base: 'none', md: 'lg' }}
        overflow="clip"
        minW="0"
      >
        <FrameHeader px={{ base: '4', md: '8' }} pt="2">
          {slots.header}
          <Box borderTopWidth="1px" borderBottomWidth="1px" borderColor="gray.300">
            {slots.menu}
          </Box>
        </FrameHeader>
        <Box px={{ base: '4', md: '8' }} py="3">
          {slots.breadcrumb}
        </Box>
        <Grid
          px={{ base: '4', md: '8' }}
          pb="10"
          templateColumns={withSidebar ? { base: 'minmax(0, 1fr)', lg: '14rem minmax(0, 1fr)' } : 'minmax(0, 1fr)'}
          gap="8"
          alignItems="start"
        >
          <Sidebar slots={slots} bg="brand.50" borderRadius="xl" p="3" />
          <FrameMain>{slots.main}</FrameMain>
        </Grid>
      </Box>
      <FrameFooter bg="transparent" color="gray.900" maxW="64rem" mx="auto" px={{ base: '4', md: '8' }}>
        {slots.footer}
      </FrameFooter>
    </FrameRoot>
  );
}
