import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { dialogsStore as appDialogsStore, type DialogsStore, type QueuedDialog } from './dialogs.store';
import {
  DIALOG_ENTER_MS,
  DIALOG_EXIT_MS,
  MODAL_MAX_HEIGHT,
  MODAL_TOP,
  MODAL_WIDTH,
} from './modal-defaults';
import { SnackBar } from './snack-bar';

const enter = { animationDuration: `${DIALOG_ENTER_MS}ms` };
const exit = { animationDuration: `${DIALOG_EXIT_MS}ms` };

/**
 * Renders the global dialogs (one at a time, oldest first) and snacks of a dialogs store. Mount exactly
 * one, inside ChakraProvider and the i18n provider; until it is mounted, alert/confirm/error reject
 * with `globalCmp not ready`.
 */
export function DialogHost({ store = appDialogsStore }: { store?: DialogsStore }) {
  const current = useStore(store, (s) => s.dialogs[0]);

  useEffect(() => store.getState().attachHost(), [store]);

  return (
    <>
      {/* Keyed by id: each dialog gets its own Ark machine, so focus is restored and re-trapped per dialog. */}
      {current && <QueuedDialogView key={current.id} dialog={current} store={store} />}
      <SnackBar store={store} />
    </>
  );
}

function QueuedDialogView({ dialog, store }: { dialog: QueuedDialog; store: DialogsStore }) {
  const { t } = useTranslation();
  const { id, kind, config, closing } = dialog;
  const close = store.getState().close;
  const title = config.title ?? t(`ui-services.${kind}Title`);
  const cancelLabel = config.cancelBtnLabel ?? (kind === 'confirm' ? t('ui-services.cancel') : undefined);

  return (
    <Dialog.Root
      open={!closing}
      onOpenChange={(details) => {
        if (!details.open) close(id, 'close');
      }}
      onExitComplete={() => store.getState().remove(id)}
      // An alert dialog interrupts and expects an answer; a plain notice is an ordinary dialog.
      role={kind === 'alert' ? 'dialog' : 'alertdialog'}
      placement="top"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop _open={enter} _closed={exit} />
        <Dialog.Positioner>
          <Dialog.Content
            data-dialog-kind={kind}
            width={MODAL_WIDTH}
            maxW="calc(100% - 2rem)"
            mt={MODAL_TOP}
            mb="0"
            maxH={MODAL_MAX_HEIGHT}
            _open={enter}
            _closed={exit}
          >
            <Dialog.Header pe="12">
              <Dialog.Title color={kind === 'error' ? 'fg.error' : undefined}>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description whiteSpace="pre-line" color="fg">
                {config.content}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              {cancelLabel !== undefined && (
                <Button variant="outline" minW="20" onClick={() => close(id, 'close')}>
                  {cancelLabel}
                </Button>
              )}
              <Button colorPalette="brand" minW="20" onClick={() => close(id, 'submit')}>
                {config.okBtnLabel ?? t('ui-services.confirm')}
              </Button>
            </Dialog.Footer>
            {config.showClose && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('ui-services.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
