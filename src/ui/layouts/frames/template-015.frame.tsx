import { Box } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { FrameFooter, FrameHeader, FrameMain, FrameRoot } from './frame-parts';

/**
 * Minimal: a large title area, the menu as a quiet line of links, one narrow column of content and
 * a plain footer. No sidebar column: the side navigation stays reachable through the menu.
 */
export default function Template015Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-015" variant={{ header: 'minimal', footerTone: 'light' }}>
      <FrameHeader maxW="60rem" mx="auto" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '10' }}>
        {slots.header}
        <Box borderTopWidth="1px" borderColor="gray.900">
          {slots.menu}
        </Box>
      </FrameHeader>
      <Box maxW="45rem" mx="auto" px={{ base: '4', md: '6' }} pt="6" pb="16" minW="0">
        <Box mb="8">{slots.breadcrumb}</Box>
        <FrameMain>{slots.main}</FrameMain>
      </Box>
      <FrameFooter bg="white" color="gray.900" borderTopWidth="1px" borderColor="gray.900" maxW="60rem" mx="auto" px={{ base: '4', md: '6' }}>
        {slots.footer}
      </FrameFooter>
    </FrameRoot>
  );
}
