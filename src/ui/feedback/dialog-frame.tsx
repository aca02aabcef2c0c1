import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode, Ref, RefObject } from 'react';

export interface DialogFrameProps {
  /** Open unless told; a dialog its parent mounts only while open leaves it out. */
  open?: boolean;
  /** The dialog's name: its heading, and what a screen reader announces on opening. */
  title: ReactNode;
  /** Focus may start on the heading itself (it takes `tabIndex={-1}`): a dialog read from the top. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The content's `data-part`, its name in the DOM contract. */
  part: string;
  /** An alert dialog: it interrupts and expects an answer (a choice, a warning before a logout). */
  alert?: boolean;
  /**
   * Escape and a click outside close it (through `onClose`), unless something must be read or
   * chosen first: a one-time password, a question whose every way out is a named button, a save
   * under way.
   */
  dismissible?: boolean;
  onClose?: () => void;
  /** Where focus starts; the first control in the dialog otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes once it closes; the control that opened it otherwise. */
  finalFocus?: () => HTMLElement | null;
  size?: 'md' | 'lg' | 'xl';
  /** `inside`: the body scrolls between a fixed heading and footer; `outside`: the whole dialog. */
  scroll?: 'inside' | 'outside';
  /** A fixed width for a short message (it still fits a 320px screen). */
  width?: string;
  /** A short text read out with the title as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, wrapped onto more lines on a narrow screen. */
  footer?: ReactNode;
}

/**
 * The one modal frame of the editor and the staff screens: Chakra's dialog (focus kept inside and
 * given back on close, the page behind made inert), centred, never wider than the screen, mounted
 * only while open so each opening starts afresh. The dialogs the core's Dialogs port asks for
 * (alerts and questions, `dialog-view.tsx`) have their own frame, which a public page loads alone.
 */
export function DialogFrame({
  open = true,
  title,
  titleRef,
  part,
  alert = false,
  dismissible = true,
  onClose,
  initialFocus,
  finalFocus,
  size = 'lg',
  scroll = 'outside',
  width,
  description,
  children,
  footer,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      role={alert ? 'alertdialog' : 'dialog'}
      onOpenChange={(details) => {
        if (!details.open) onClose?.();
      }}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      placement="center"
      scrollBehavior={scroll}
      size={size}
      lazyMount
      unmountOnExit
      {...(initialFocus ? { initialFocusEl: () => initialFocus.current } : {})}
      {...(finalFocus ? { finalFocusEl: finalFocus } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-part={part} maxW="calc(100% - 2rem)" {...(width ? { width } : {})}>
            <Dialog.Header>
              <Dialog.Title {...(titleRef ? { ref: titleRef, tabIndex: -1 } : {})}>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description !== undefined && <Dialog.Description color="fg">{description}</Dialog.Description>}
              {children}
            </Dialog.Body>
            {footer !== undefined && (
              <Dialog.Footer flexWrap="wrap" gap="2">
                {footer}
              </Dialog.Footer>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface FormDialogButtonsProps {
  /** The id of the dialog's form, which the submit button sends from the footer. */
  formId: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  /** What the submit button says; `busyLabel` while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  /** `data-part` of the submit button, for tests and styles. */
  part: string;
}

/** A form dialog's footer: cancel, then submit, both held while the form is sent. */
export function FormDialogButtons({
  formId,
  busy,
  onCancel,
  cancelLabel,
  submitLabel,
  busyLabel,
  part,
}: FormDialogButtonsProps) {
  return (
    <>
      <Button variant="outline" minH="2.75rem" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        form={formId}
        colorPalette="brand"
        minH="2.75rem"
        disabled={busy}
        data-part={part}
      >
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
