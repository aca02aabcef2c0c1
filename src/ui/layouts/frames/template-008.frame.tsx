import { Box, Grid } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, Sidebar } from './frame-parts';

/**
 * Compact: one slim header row with the 選單 button at its end on every screen size; the opened menu
 * drops over the page under the header. The side navigation becomes a row of tabs above the content.
 */
export default function Template008Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-008" variant={{ menu: 'drawer', header: 'compact' }}>
      <FrameHeader
        position="relative"
        zIndex="docked"
        bg="white"
        boxShadow="sm"
        borderBottomWidth="1px"
        borderColor="gray.300"
        css={{
          '& [data-part="menu-list"]': {
            position: 'absolute',
            insetInline: '0',
            top: '100%',
            background: 'white',
            borderBottom: '3px solid',
            borderColor: 'brand.700',
            boxShadow: 'lg',
            padding: '0.5rem 1rem',
            maxHeight: '75vh',
            overflowY: 'auto',
          },
        }}
      >
        <Container>
          <Grid templateColumns="minmax(0, 1fr) auto" alignItems="start" columnGap="3">
            {slots.header}
            <Box pt="2">{slots.menu}</Box>
          </Grid>
        </Container>
      </FrameHeader>
      <Container py="3">{slots.breadcrumb}</Container>
      <Sidebar
        slots={slots}
        css={{
          '& [data-part="sub-nav"] > ul': { flexDirection: 'row', flexWrap: 'wrap' },
          '& [data-part="sub-nav"] > ul ul': { display: 'none' },
        }}
        maxW="80rem"
        mx="auto"
        px={{ base: '4', md: '6' }}
        pb="2"
        borderBottomWidth="1px"
        borderColor="gray.300"
      />
      <Container py="6" pb="12" maxW="64rem">
        <FrameMain>{slots.main}</FrameMain>
      </Container>
      <FrameFooter>
        <Container maxW="64rem">{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
