import { useTranslation } from 'react-i18next';
import { AppLink, linkClass, type AppLinkProps } from '../parts/app-link';
import { VisuallyHidden } from '../parts/visually-hidden';

export interface ChromeLinkProps extends Omit<AppLinkProps, 'target' | 'rel' | 'title'> {
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
export function ChromeLink({ href, target, children, label, className, ...rest }: ChromeLinkProps) {
  const { t } = useTranslation();
  if (target === '_blank') {
    const hint = t('chrome.newWindow');
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title={label ? `${label}${hint}` : undefined}
        className={linkClass(className)}
        {...rest}
      >
        {children}
        <VisuallyHidden>{hint}</VisuallyHidden>
        <span aria-hidden="true" data-part="new-window-mark">
          ↗
        </span>
      </a>
    );
  }
  return (
    <AppLink href={href} className={className} {...rest}>
      {children}
    </AppLink>
  );
}
