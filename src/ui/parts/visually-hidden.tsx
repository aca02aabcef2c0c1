import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** The class that hides an element visually and keeps it for assistive technology. */
export const visuallyHiddenClass = styles.hidden!;

/** Text for screen readers only (a link's context, a new-window hint). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={visuallyHiddenClass}>{children}</span>;
}
