import type { ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '../../../parts/app-link';
import styles from './stretched-link.module.css';

export interface StretchedLinkProps extends AppLinkProps {
  children: ReactNode;
}

/**
 * A title link whose hit area covers the nearest positioned ancestor (the card or tile), so the
 * whole picture is clickable while assistive technology still meets one link, named by the title.
 * The focus ring moves to the stretched area and is drawn inside it (cards clip their overflow),
 * dark with a white inner band so it shows on a white card and on a dark photo alike.
 */
export function StretchedLink({ children, className, ...rest }: StretchedLinkProps) {
  return (
    <AppLink className={className ? `${styles.stretched} ${className}` : styles.stretched} {...rest}>
      {children}
    </AppLink>
  );
}
