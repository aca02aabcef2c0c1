import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../composition/services-provider';
import type { KeyValueStorage } from '../../domain/storage/storage.port';
import { useHydrating } from '../parts/render-seed';
import { useChromeVariant } from './chrome-variant.context';
import { applyTextSize, readTextSize, TEXT_SIZES, writeTextSize, type TextSize } from './text-size';
import styles from './text-size-control.module.css';

export interface TextSizeButtonsProps {
  /** Where the choice is remembered; nothing is remembered when null. */
  storage: KeyValueStorage | null;
}

/** The control on the app's local storage (the `KeyValueStorage` port the composition root binds). */
export function TextSizeControl() {
  const { localStorage } = useServices();
  return <TextSizeButtons storage={localStorage} />;
}

/** 小/中/大 toggle buttons; the pressed one is the size in force. */
export function TextSizeButtons({ storage }: TextSizeButtonsProps) {
  const { t } = useTranslation();
  const { headerTone } = useChromeVariant();
  const labelId = useId();
  // Over a server render the first render draws what the server drew (it cannot see this
  // browser's storage, so 中); `useHydrating` turns false right after hydration, and the remembered
  // size then shows as an ordinary update.
  const hydrating = useHydrating();
  const [chosen, setSize] = useState<TextSize | null>(null);
  const size = chosen ?? (hydrating ? 'medium' : readTextSize(storage));

  useEffect(() => {
    if (!hydrating) applyTextSize(size);
  }, [size, hydrating]);

  const choose = (next: TextSize) => {
    setSize(next);
    writeTextSize(storage, next);
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
