import type { HTMLAttributes, ReactNode } from 'react';
import styles from './field-list.module.css';

export interface FieldEntry {
  key: string;
  /** Already translated. */
  label: string;
  /** Empty strings, null and undefined are left out. */
  value: ReactNode;
}

export interface FieldListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  entries: FieldEntry[];
  /** `stacked` for cards (label above value on narrow cards), `table` for a detail's data block. */
  variant?: 'stacked' | 'table';
  /** Data attributes pass through to the list. */
  [data: `data-${string}`]: string | undefined;
}

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === false || value === '';

/** An item's fields as a description list, each value read with its label. */
export function FieldList({ entries, variant = 'stacked', className, ...rest }: FieldListProps) {
  const shown = entries.filter((entry) => !isEmpty(entry.value));
  if (shown.length === 0) return null;
  const classes = [styles.list, variant === 'table' && styles.table, className].filter(Boolean).join(' ');
  return (
    <dl className={classes} data-part="field-list" {...rest}>
      {shown.map((entry) => (
        <div key={entry.key} className={styles.entry} data-field={entry.key}>
          <dt className={styles.label}>{entry.label}</dt>
          <dd className={styles.value}>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}
