import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChakraScope } from '../theme/chakra-scope';
import type { DialogsStore, QueuedDialog } from '../../stores/dialogs.store';
import { MODAL_LAYOUT, viewportHeight } from './modal-defaults';

/**
 * The dialog UI proper: Chakra's Dialog over Ark/zag's dialog machine (focus trap, dismissable layer,
 * aria-hidden, scroll lock). It is its own chunk, loaded by `<DialogHost/>` (dialog-host.tsx) when the
 * first dialog is requested, so none of it is in the JS a page loads before any interaction.
 */
export interface DialogViewProps {
  dialog: QueuedDialog;
  store: DialogsStore;
}

export function QueuedDialogView({ dialog, store }: DialogViewProps) {
  const { t } = useTranslation();
  const { id, kind, config, closing } = dialog;
  const close = store.getState().close;
  // Every dialog needs an accessible name; an untitled notice or question gets a generic one.
  const title = config.title || t(`ui-services.${kind === 'confirm' ? 'confirmTitle' : 'alertTitle'}`);
  const enter = { animationDuration: `${MODAL_LAYOUT.enterMs}ms` };
  const exit = { animationDuration: `${MODAL_LAYOUT.exitMs}ms` };

  // The dialog is a lazily loaded Chakra island: the page around it may be Chakra-free (the home page).
  return (
    <ChakraScope>
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
              width={MODAL_LAYOUT.width}
              // 600px does not fit a 320px phone: the dialog reflows to the screen there.
              maxW="calc(100% - 2rem)"
              mt={viewportHeight(MODAL_LAYOUT.top)}
              mb="0"
              maxH={viewportHeight(MODAL_LAYOUT.maxHeight)}
              _open={enter}
              _closed={exit}
            >
              <Dialog.Header pe="12">
                <Dialog.Title color={kind === 'error' ? 'fg.error' : undefined}>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description whiteSpace="pre-line" color="fg">
                  {config.content}
                  {config.note && (
                    // The client's own line under the server's message, read with it.
                    <span data-part="dialog-note" style={{ display: 'block', marginTop: '0.75em' }}>
                      {config.note}
                    </span>
                  )}
                </Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                {kind === 'confirm' && (
                  <Button variant="outline" minW="20" onClick={() => close(id, 'close')}>
                    {config.cancelBtnLabel}
                  </Button>
                )}
                <Button colorPalette="brand" minW="20" onClick={() => close(id, 'submit')}>
                  {config.okBtnLabel}
                </Button>
              </Dialog.Footer>
              {config.showClose && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={config.closeLabel} />
                </Dialog.CloseTrigger>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraScope>
  );
}
