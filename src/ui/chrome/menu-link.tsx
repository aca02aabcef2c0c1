import { Link as ChakraLink, VisuallyHidden, type LinkProps as ChakraLinkProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../parts/app-link';

export interface ChromeLinkProps extends Omit<
  ChakraLinkProps,
  'href' | 'asChild' | 'target' | 'rel' | 'title'
> {
  href: string;
  /** The link text as a string, for the tooltip of a new-window link (「標題(另開新視窗)」). */
  label?: string;
  /** `_blank` opens a new window: the link then says so and cannot reach back to this page. */
  target?: '_self' | '_blank' | undefined;
}

/**
 * A link of the chrome: an `AppLink` (site paths through the router, other URLs plain). A new window is announced in the link text, as the
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
  return (
    <AppLink href={href} {...rest}>
      {children}
    </AppLink>
  );
}
