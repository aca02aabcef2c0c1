import type { ReactNode } from 'react';
import styles from './content-form.module.css';

export interface ListFieldGroupProps {
  /** The id the help (`{id}-help`) and the list's message (`{id}-error`) are named after. */
  id: string;
  label: string;
  help?: string;
  /** The message about the list as a whole (its '' key), shown under the help. */
  message?: string;
  /** Every control's blur counts: a rule is checked as soon as any field of the list is left. */
  onBlur?: () => void;
  part: string;
  children: ReactNode;
}

/**
 * The frame of a field that holds a list (images, files, links between items): a fieldset named by
 * its legend and described by its help and its list-wide message.
 */
export function ListFieldGroup({ id, label, help, message, onBlur, part, children }: ListFieldGroupProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : '', message ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy || undefined}
      onBlur={() => onBlur?.()}
      data-part={part}
    >
      <legend className={styles.legend}>{label}</legend>
      {help && (
        <p id={helpId} className={styles.helper}>
          {help}
        </p>
      )}
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
      {children}
    </fieldset>
  );
}
