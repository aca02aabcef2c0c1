import { useId } from 'react';
import { RichText } from '../../cms-html/rich-text';
import styles from './detail-section.module.css';

export interface DetailSectionProps {
  /** Already translated. */
  heading: string;
  html: string;
}

/** A headed block of CMS rich text (an appeal's 主文, 事實, 理由); nothing when the field is empty. */
export function DetailSection({ heading, html }: DetailSectionProps) {
  const id = useId();
  if (!html.trim()) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.title}>
        {heading}
      </h2>
      <RichText html={html} headingTop={3} />
    </section>
  );
}
