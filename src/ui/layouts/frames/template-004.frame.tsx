import { Box } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, Sidebar } from './frame-parts';

/**
 * Hero: a full-width dark header with the site title large and centred and the menu centred under
 * it, then one narrow centred reading column (breadcrumb, content, side navigation) and a centred footer.
 */
export default function Template004Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-004" variant={{ header: 'hero', headerTone: 'dark', menuTone: 'dark' }}>
      <FrameHeader
        bgGradient="to-b"
        gradientFrom="brand.800"
        gradientTo="brand.950"
        bgColor="brand.900"
        color="white"
        pb={{ base: '4', md: '8' }}
        css={{ '& [data-part="menu-list"]': { justifyContent: 'center' }, '& [data-part="main-menu"]': { textAlign: 'center' } }}
      >
        <Container>{slots.header}</Container>
        <Container>{slots.menu}</Container>
      </FrameHeader>
      <Box maxW="48rem" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }} minW="0">
        <Box mb="6" css={{ '& ol': { justifyContent: 'center' } }}>
          {slots.breadcrumb}
        </Box>
        <FrameMain>{slots.main}</FrameMain>
        <Sidebar slots={slots} mt="10" p="4" bg="gray.50" borderRadius="lg" />
      </Box>
      <FrameFooter textAlign="center" css={{ '& [data-part="footer-body"] > *': { justifySelf: 'center' }, '& ul': { justifyContent: 'center' } }}>
        <Container maxW="48rem">{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
