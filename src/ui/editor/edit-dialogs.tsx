import { Button, Stack, Text } from '@chakra-ui/react';
import { memo, useRef, type ReactNode, type RefObject } from 'react';
import type { ConflictChoice, ConflictView, RestoreOffer } from '../../application/editing/edit-session';
import { DialogFrame } from '../feedback/dialog-frame';
import { ChangeTable } from './parts/change-table';

interface ChoiceDialogProps {
  open: boolean;
  title: string;
  part: string;
  children: ReactNode;
  actions: ReactNode;
  /** The choice that has focus when the dialog opens; the first one unless told. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A question the editor must answer before going on: an alert dialog with no close button and no
 * dismissal by Escape or a click outside, since every way out is one of its named choices.
 */
function ChoiceDialog({ open, title, part, children, actions, initialFocus }: ChoiceDialogProps) {
  return (
    <DialogFrame
      open={open}
      title={title}
      part={part}
      alert
      dismissible={false}
      scroll="inside"
      footer={actions}
      {...(initialFocus ? { initialFocus } : {})}
    >
      <Stack gap="3">{children}</Stack>
    </DialogFrame>
  );
}

export interface ConflictDialogProps {
  conflict: ConflictView | null;
  /** Only items can be copied into a new draft. */
  canCopy: boolean;
  busy: boolean;
  onChoose: (choice: ConflictChoice) => void;
  labelOf: (path: string) => string;
}

/**
 * A 412: who saved, when, what differs, and the three ways on. Nothing typed is dropped by any.
 * Memoized, as is RestoreDialog: both stay in the edit workspace while closed, and it draws again on
 * every keystroke; closed, with the same handlers, they have nothing new to draw.
 */
export const ConflictDialog = memo(function ConflictDialog({
  conflict,
  canCopy,
  busy,
  onChoose,
  labelOf,
}: ConflictDialogProps) {
  return (
    <ChoiceDialog
      open={conflict !== null}
      title="另一位編輯已更新這份文件"
      part="conflict-dialog"
      actions={
        <>
          <Button variant="outline" disabled={busy} onClick={() => onChoose('theirs')}>
            採用對方的版本
          </Button>
          {canCopy && (
            <Button variant="outline" disabled={busy} onClick={() => onChoose('copy')}>
              將我的版本另存為新草稿
            </Button>
          )}
          <Button colorPalette="brand" disabled={busy} onClick={() => onChoose('mine')}>
            保留我的版本（覆蓋對方）
          </Button>
        </>
      }
    >
      {conflict && (
        <>
          <Text fontWeight="bold" data-part="conflict-by">
            {conflict.byLine}（第 {conflict.theirs.revision} 版）
          </Text>
          <Text>
            採用對方的版本後，您的文字仍可用「復原我的版本」找回；另存為新草稿會建立一份未發布的新文件。
          </Text>
          <ChangeTable
            caption="兩個版本的差異"
            changes={conflict.changes}
            fromLabel="對方的版本"
            toLabel="我的版本"
            labelOf={labelOf}
          />
        </>
      )}
    </ChoiceDialog>
  );
});

export interface RestoreDialogProps {
  offer: RestoreOffer | null;
  onRestore: () => void;
  onDiscard: () => void;
  labelOf: (path: string) => string;
}

/**
 * Unsaved text kept on this device (a reload, an ended session): restore it or let it go. It opens
 * on 還原, the safe choice: a reflexive Enter must not throw the editor's text away.
 */
export const RestoreDialog = memo(function RestoreDialog({
  offer,
  onRestore,
  onDiscard,
  labelOf,
}: RestoreDialogProps) {
  const restore = useRef<HTMLButtonElement>(null);
  return (
    <ChoiceDialog
      open={offer !== null}
      title="還原未暫存的內容"
      part="restore-dialog"
      initialFocus={restore}
      actions={
        <>
          <Button variant="outline" onClick={onDiscard}>
            捨棄本機內容
          </Button>
          <Button ref={restore} colorPalette="brand" onClick={onRestore}>
            還原
          </Button>
        </>
      }
    >
      {offer && (
        <>
          <Text>{offer.text}</Text>
          {offer.serverMovedOn && (
            <Text color="fg.warning">伺服器上的草稿在這之後已有更新；還原後暫存會以您的內容為準。</Text>
          )}
          <ChangeTable
            caption="本機內容與伺服器草稿的差異"
            changes={offer.changes}
            fromLabel="伺服器草稿"
            toLabel="本機內容"
            labelOf={labelOf}
          />
        </>
      )}
    </ChoiceDialog>
  );
});
