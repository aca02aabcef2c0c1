import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
      initialFocusEl={() => extend.current}
      onOpenChange={(details) => {
        if (!details.open) onExtend();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-part="idle-warning" maxW="calc(100% - 2rem)" width="32rem">
            <Dialog.Header>
              <Dialog.Title>{t('account.idle.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg">{t('account.idle.message', { minutes })}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={extend}
                colorPalette="brand"
                minH="2.75rem"
                onClick={onExtend}
                data-part="idle-extend"
              >
                {t('account.idle.extend')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
