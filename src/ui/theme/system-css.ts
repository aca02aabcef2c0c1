import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The global CSS that `<ChakraProvider>` would inject at run time (the cascade-layer order, the
 * preflight reset, the design tokens as custom properties and the site's global rules), as one
 * static stylesheet. The build emits it as a CSS file that index.html links (rspack.config.ts), so the
 * first screen is styled before any script runs and without Chakra's runtime: the chrome, frames and
 * home sections use CSS modules over these `--chakra-*` variables (docs/decisions.md, "Styling").
 * Lazily loaded Chakra islands inject the same rules again, which changes nothing.
 *
 * Build-time only: it serializes with emotion's own serializer and stylis, as emotion's `<Global>` does.
 */
export function systemCss(system: SystemContext): string {
  // Exactly the two style objects ChakraProvider hands to emotion's <Global> (styled-system/provider.js).
  const globals = [system.layers.atRule, system._global];
  return globals.map((styles) => serialize(compile(serializeStyles([styles]).styles), stringify)).join('\n');
}
