import { Button } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../feedback/dialog-frame';

export interface IdleWarningProps {
  minutes: number;
  onExtend(): void;
}

/**
 * 即將自動登出 (WCAG 2.2.1): an alert dialog that takes focus to 繼續使用, says in whole minutes how
 * long is left, and extends with one press. Closing it any other way (Esc) also counts as wanting
 * more time: the user is there.
 */
export function IdleWarning({ minutes, onExtend }: IdleWarningProps) {
  const { t } = useTranslation();
  const extend = useRef<HTMLButtonElement | null>(null);
  // The dialog's own initial focus can run before its lazily loaded content is in the DOM; this
  // makes sure 繼續使用 has focus once it is (WCAG 2.2.1: one key press extends).
  useEffect(() => {
    const frame = requestAnimationFrame(() => extend.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <DialogFrame
      title={t('account.idle.title')}
      part="idle-warning"
      alert
      onClose={onExtend}
      initialFocus={extend}
      size="md"
      width="32rem"
      description={t('account.idle.message', { minutes })}
      footer={
        <Button ref={extend} colorPalette="brand" minH="2.75rem" onClick={onExtend} data-part="idle-extend">
          {t('account.idle.extend')}
        </Button>
      }
    />
  );
}
