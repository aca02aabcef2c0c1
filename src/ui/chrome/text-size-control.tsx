import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChromeVariant } from './chrome-variant.context';
import {
  applyTextSize,
  browserTextSizeStorage,
  readTextSize,
  TEXT_SIZES,
  writeTextSize,
  type TextSize,
  type TextSizeStorage,
} from './text-size';
import styles from './text-size-control.module.css';

export interface TextSizeControlProps {
  /** Where the choice is remembered; window.localStorage when omitted, nothing when null. */
  storage?: TextSizeStorage | null;
}

/** 小/中/大 toggle buttons; the pressed one is the size in force. */
export function TextSizeControl({ storage }: TextSizeControlProps) {
  const { t } = useTranslation();
  const { headerTone } = useChromeVariant();
  const labelId = useId();
  // Resolved once: an inline default would be a new object on every render.
  const [store] = useState<TextSizeStorage | null>(() =>
    storage === undefined ? browserTextSizeStorage() : storage,
  );
  const [size, setSize] = useState<TextSize>(() => readTextSize(store));

  useEffect(() => {
    applyTextSize(size);
  }, [size]);

  const choose = (next: TextSize) => {
    setSize(next);
    writeTextSize(store, next);
  };

  return (
    <div role="group" aria-labelledby={labelId} data-part="text-size" className={styles.group}>
      <span id={labelId} className={styles.label}>
        {t('chrome.textSize.label')}
      </span>
      {TEXT_SIZES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={size === option}
          onClick={() => choose(option)}
          className={[
            styles.button,
            styles[option],
            size === option && styles.pressed,
            headerTone === 'dark' && styles.dark,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {t(`chrome.textSize.${option}`)}
        </button>
      ))}
    </div>
  );
}
