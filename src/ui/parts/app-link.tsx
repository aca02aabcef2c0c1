import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'wouter';
import styles from './app-link.module.css';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Data attributes pass through to the anchor. */
  [data: `data-${string}`]: string | undefined;
}

/** Site paths start with one slash; `//host` and `https:` are other sites. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The class names of a link: the site's link look, then the caller's own. */
export function linkClass(className: string | undefined): string {
  return className ? `${styles.link} ${className}` : styles.link!;
}

/**
 * A link in the site's link style. Site paths navigate through the router (no full reload, and the
 * container's focus and title handling runs); anything else is an ordinary anchor. Plain markup and a
 * CSS module: links are on every first screen, which loads no styling runtime (docs/decisions.md).
 */
export function AppLink({ href, children, className, ...rest }: AppLinkProps) {
  const classes = linkClass(className);
  if (!isInternalHref(href)) {
    return (
      <a href={href} className={classes} {...rest}>
        {children}
      </a>
    );
  }
  // `~`: site paths are absolute, also from inside the nested /home/:lang router.
  return (
    <RouterLink href={`~${href}`} className={classes} {...rest}>
      {children}
    </RouterLink>
  );
}
