import styles from './button.module.css';

export interface ButtonLook {
  variant?: 'solid' | 'outline' | 'ghost';
  size?: 'sm' | 'md';
  /** The caller's own class, applied over the button look. */
  className?: string | undefined;
}

/** The class names of a first-screen `<button>` in the look of Chakra's button recipe (button.module.css). */
export function buttonClass({ variant = 'solid', size = 'md', className }: ButtonLook = {}): string {
  return [styles.button, styles[variant], size === 'sm' ? styles.sm : undefined, className]
    .filter(Boolean)
    .join(' ');
}
