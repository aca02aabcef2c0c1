import type { ComponentType } from 'react';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A chunk loader (`lazyChunk`, src/ui/layouts/lazy-layout.tsx) for a component that renders Chakra: the component's chunk and the Chakra
 * scope load in parallel, and the component renders inside the scope. Only code behind such a loader
 * may import `@chakra-ui/react` (eslint.config.mjs keeps it off the first screen).
 */
export function withChakra<P extends object>(load: Loader<P>): Loader<P> {
  return () =>
    Promise.all([import(/* webpackChunkName: "chakra-scope" */ './chakra-scope'), load()]).then(
      ([{ ChakraScope }, { default: Component }]) => ({
        default: function InChakraScope(props: P) {
          return (
            <ChakraScope>
              <Component {...props} />
            </ChakraScope>
          );
        },
      }),
    );
}
