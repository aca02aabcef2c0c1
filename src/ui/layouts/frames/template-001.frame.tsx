import { Box } from '@chakra-ui/react';
import type { FrameLayoutProps } from '../layout-contract';
import { Container, FrameFooter, FrameHeader, FrameMain, FrameRoot, Sidebar } from './frame-parts';

/**
 * Classic: header, a horizontal menu bar under it, the breadcrumb, the content at full container
 * width, any side navigation as a block after the content, and the footer.
 */
export default function Template001Frame({ slots }: FrameLayoutProps) {
  return (
    <FrameRoot layout="template-001">
      <FrameHeader borderBottomWidth="1px" borderColor="gray.300">
        <Container>{slots.header}</Container>
        <Box bg="gray.100" borderTopWidth="1px" borderColor="gray.300">
          <Container>{slots.menu}</Container>
        </Box>
      </FrameHeader>
      <Container py="3">{slots.breadcrumb}</Container>
      <Container pb="10">
        <FrameMain>{slots.main}</FrameMain>
        <Sidebar slots={slots} mt="10" pt="6" borderTopWidth="1px" borderColor="gray.300" />
      </Container>
      <FrameFooter>
        <Container>{slots.footer}</Container>
      </FrameFooter>
    </FrameRoot>
  );
}
