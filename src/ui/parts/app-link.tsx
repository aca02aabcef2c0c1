import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';

export interface AppLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild'> {
  href: string;
}

/** Site paths start with one slash; `//host` and `https:` are other sites. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * A link styled by the theme. Site paths navigate through the router (no full reload, and the
 * container's focus and title handling runs); anything else is an ordinary anchor.
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  if (!isInternalHref(href)) {
    return (
      <ChakraLink href={href} {...rest}>
        {children}
      </ChakraLink>
    );
  }
  // `~`: site paths are absolute, also from inside the nested /home/:lang router.
  return (
    <ChakraLink asChild {...rest}>
      <RouterLink href={`~${href}`}>{children}</RouterLink>
    </ChakraLink>
  );
}
