import type { ReactNode } from 'react';
import type { BodyImageSource } from '../rich-text-field/insert-image-dialog';
import styles from './content-form.module.css';

/** What the form hands the rich-text field (the TipTap field takes the same props). */
export interface RichTextProps {
  id: string;
  label: string;
  value: string;
  onChange(html: string): void;
  /** Ids of the field's help and message, for `aria-describedby`. */
  describedBy?: string | undefined;
  invalid?: boolean;
  readOnly?: boolean;
  onBlur?(): void;
  /** True while an input method composes (Chinese input), so nothing saves half a word. */
  onCompositionChange?(composing: boolean): void;
  /** Where the rich-text field's 插入圖片 finds images (the textarea stand-in has none). */
  images?: BodyImageSource | undefined;
}

export type RenderRichText = (props: RichTextProps) => ReactNode;

/**
 * A plain textarea over the HTML, standing in for the rich-text field until the editor wires it
 * through the form's `renderRichText`.
 */
export function RichTextSlot({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  readOnly,
  onBlur,
  onCompositionChange,
}: RichTextProps) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={8}
        readOnly={readOnly}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        onCompositionStart={() => onCompositionChange?.(true)}
        onCompositionEnd={() => onCompositionChange?.(false)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
    </>
  );
}

export const renderRichTextSlot: RenderRichText = (props) => <RichTextSlot {...props} />;
