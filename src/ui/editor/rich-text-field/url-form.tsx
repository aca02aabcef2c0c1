import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { RICH_TEXT_TEXTS as T } from './rich-text-texts';
import { webAddress, youtubeAddress } from './url-checks';
import styles from './rich-text-field.module.css';

export type UrlFormKind = 'link' | 'youtube';

interface UrlFormProps {
  kind: UrlFormKind;
  id: string;
  initial: string;
  /** Called with the checked address: a web address for links, the embed address for videos. */
  onApply(address: string): void;
  onCancel(): void;
}

const WORDING = {
  link: { label: T.linkAddress, apply: T.linkApply, invalid: T.linkInvalid, check: webAddress },
  youtube: {
    label: T.youtubeAddress,
    apply: T.youtubeApply,
    invalid: T.youtubeInvalid,
    check: youtubeAddress,
  },
} as const;

/**
 * The address asked for by the link and YouTube buttons. Not a `<form>`: the field sits inside the
 * editor's own form, and forms may not nest; Enter is handled here so it never submits that form.
 */
export function UrlForm({ kind, id, initial, onApply, onCancel }: UrlFormProps) {
  const wording = WORDING[kind];
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(initial);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const apply = () => {
    const checked = wording.check(address);
    if (checked === null) {
      setRefused(true);
      input.current?.focus();
      return;
    }
    onApply(checked);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div id={id} role="group" aria-label={wording.label} className={styles.urlForm}>
      <label htmlFor={inputId} className={styles.urlLabel}>
        {wording.label}
      </label>
      <input
        ref={input}
        id={inputId}
        type="url"
        inputMode="url"
        autoComplete="url"
        className={styles.urlInput}
        value={address}
        aria-invalid={refused}
        aria-describedby={refused ? errorId : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setRefused(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className={styles.urlButton} onClick={apply}>
        {wording.apply}
      </button>
      <button type="button" className={styles.urlButton} onClick={onCancel}>
        {T.cancel}
      </button>
      {refused && (
        <p id={errorId} role="alert" className={styles.urlError}>
          {wording.invalid}
        </p>
      )}
    </div>
  );
}
