import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToTop } from '../../chrome/back-to-top';
import { ChromeVariantContext, defaultChromeVariant, type ChromeVariant } from '../../chrome/chrome-variant.context';
import type { FrameLayoutProps } from '../layout-contract';

/**
 * Pieces every page frame shares. A frame only decides the arrangement; the landmarks, the main
 * element the skip link targets and the chrome variant are the same everywhere.
 */

type Slots = FrameLayoutProps['slots'];

/** An optional slot counts as absent when the shell passes nothing renderable. */
export function hasSlot(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface FrameRootProps extends BoxProps {
  layout: string;
  variant?: Partial<ChromeVariant>;
  children: ReactNode;
}

/** The root element (`data-layout`), the chrome variant for the slots, and 回到頁首. */
export function FrameRoot({ layout, variant, children, ...rest }: FrameRootProps) {
  return (
    <ChromeVariantContext.Provider value={{ ...defaultChromeVariant, ...variant }}>
      <Box
        data-layout={layout}
        minH="100vh"
        color="gray.900"
        bg="white"
        // Nothing may widen the page past a 320 px viewport (WCAG 1.4.10); long words wrap instead.
        overflowX="clip"
        overflowWrap="break-word"
        {...rest}
      >
        {children}
        <BackToTop />
      </Box>
    </ChromeVariantContext.Provider>
  );
}

/** The centred content width shared by the frames. */
export function Container({ children, ...rest }: BoxProps) {
  return (
    <Box w="100%" maxW="80rem" mx="auto" px={{ base: '4', md: '6' }} minW="0" {...rest}>
      {children}
    </Box>
  );
}

export function FrameHeader({ children, ...rest }: BoxProps) {
  return (
    <Box as="header" data-part="frame-header" minW="0" {...rest}>
      {children}
    </Box>
  );
}

/**
 * The element the skip link and the route-change focus target. `tabIndex={-1}` makes it focusable
 * from script without adding a Tab stop; it is not a control, so it shows no focus ring.
 */
export function FrameMain({ children, ...rest }: BoxProps) {
  return (
    <Box as="main" id="main-content" tabIndex={-1} data-part="frame-main" minW="0" _focus={{ outline: 'none' }} {...rest}>
      {children}
    </Box>
  );
}

export function FrameAside({ children, ...rest }: BoxProps) {
  const { t } = useTranslation();
  return (
    <Box as="aside" aria-label={t('frames.sidebar')} data-part="frame-aside" minW="0" {...rest}>
      {children}
    </Box>
  );
}

export function FrameFooter({ children, ...rest }: BoxProps) {
  return (
    <Box as="footer" data-part="frame-footer" bg="gray.900" color="white" {...rest}>
      {children}
    </Box>
  );
}

/** The sidebar in its landmark, or nothing when the shell passed none. */
export function Sidebar({ slots, ...rest }: { slots: Slots } & BoxProps) {
  if (!hasSlot(slots.sidebar)) return null;
  return <FrameAside {...rest}>{slots.sidebar}</FrameAside>;
}
