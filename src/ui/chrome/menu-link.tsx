import { Link as ChakraLink, VisuallyHidden, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { isInternalHref } from './menu-tree';

export interface ChromeLinkProps extends Omit<ChakraLinkProps, 'href' | 'asChild' | 'target' | 'rel' | 'title'> {
  href: string;
  /** The link text as a string, for the tooltip of a new-window link (「標題(另開新視窗)」). */
  label?: string;
  /** `_blank` opens a new window: the link then says so and cannot reach back to this page. */
  target?: '_self' | '_blank' | undefined;
}

/**
 * A link of the chrome. Site paths go through the router (no reload; the shell's focus and title
 * handling runs); other URLs are plain anchors. A new window is announced in the link text, as the
 * national accessibility rules ask, and gets `rel="noopener noreferrer"` so the opened page cannot
 * script this one.
 */
export function ChromeLink({ href, target, children, label, ...rest }: ChromeLinkProps) {
  const { t } = useTranslation();
  if (target === '_blank') {
    const hint = t('chrome.newWindow');
    return (
      <ChakraLink
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={label ? `${label}${hint}` : undefined}
        {...rest}
      >
        {children}
        <VisuallyHidden>{hint}</VisuallyHidden>
        <span aria-hidden="true" data-part="new-window-mark">
          ↗
        </span>
      </ChakraLink>
    );
  }
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
