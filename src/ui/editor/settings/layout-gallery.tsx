import { useId } from 'react';
import { layoutTitle } from '../../../shared/layout-titles';
import { describeLayout, thumbnailUrl } from './layout-catalogue';
import styles from './layout-gallery.module.css';

export interface LayoutGalleryProps {
  /** The group's name, read before each choice (「頁面外框」). */
  legend: string;
  options: readonly string[];
  value: string;
  onChange(name: string): void;
  readOnly?: boolean;
  /** The DOM contract's name of the group (`frame-gallery`…). */
  part: string;
}

/**
 * A choice of layouts as a radio group of pictures: each picture is a screenshot of the real layout
 * (public/layout-thumbnails, made by `npm run thumbnails`), its alt text the layout's description.
 * Native radios, so arrow keys move the choice and Tab leaves the group, as a screen reader expects.
 */
export function LayoutGallery({ legend, options, value, onChange, readOnly, part }: LayoutGalleryProps) {
  const name = useId();
  return (
    <fieldset className={styles.gallery} data-part={part} disabled={readOnly}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option} className={styles.choice} data-layout-choice={option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <img
              className={styles.picture}
              src={thumbnailUrl(option)}
              alt={describeLayout(option)}
              width={240}
              height={150}
              loading="lazy"
              decoding="async"
            />
            <span className={styles.name}>
              {layoutTitle(option)}{' '}
              <span className={styles.code} dir="ltr">
                {option}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One layout's picture on its own, for a choice that follows from another (the detail layout). */
export function LayoutPicture({ name, caption }: { name: string; caption: string }) {
  return (
    <figure className={styles.figure} data-part="layout-picture" data-layout-choice={name}>
      <img
        className={styles.picture}
        src={thumbnailUrl(name)}
        alt={describeLayout(name)}
        width={240}
        height={150}
        loading="lazy"
      />
      <figcaption className={styles.name}>
        {caption}：{layoutTitle(name)}{' '}
        <span className={styles.code} dir="ltr">
          {name}
        </span>
      </figcaption>
    </figure>
  );
}
