import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';

export interface AdminDialogProps {
  open: boolean;
  title: string;
  part: string;
  /** Escape and a click outside close it, unless something must be read first (a password). */
  dismissible: boolean;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
  footer: ReactNode;
}

/** The modal of 帳號管理: focus kept inside, given back to the button that opened it on close. */
export function AdminDialog({
  open,
  title,
  part,
  dismissible,
  onClose,
  initialFocus,
  children,
  footer,
}: AdminDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      placement="center"
      scrollBehavior="inside"
      size="lg"
      lazyMount
      unmountOnExit
      {...(initialFocus ? { initialFocusEl: () => initialFocus.current } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-part={part} maxW="calc(100% - 2rem)">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              {footer}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
