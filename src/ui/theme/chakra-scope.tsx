import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/**
 * Chakra for one lazily loaded part of the page (a page, the dialog): the home page's first screen
 * is styled by CSS modules over the static system stylesheet and never loads Chakra's runtime
 * (docs/decisions.md, "Styling"). The provider injects the same global CSS that index.html already
 * links, so mounting it changes nothing on screen.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
