import { Button } from '@chakra-ui/react';
import type { EditSnapshot } from '../../application/editing/edit-session';
import { statusLine } from '../../domain/editing/edit-messages';
import css from './editor.module.css';

export interface EditorStatusProps {
  snapshot: EditSnapshot;
  onSave: () => void;
  onRetry: () => void;
}

/**
 * The status line, always visible at the top of the panel and announced politely: 有未儲存的變更,
 * 暫存中…, 已暫存 HH:MM, 暫存失敗 with its reason and 重試. The reason is part of the one line, so
 * what is heard is what is seen.
 */
export function EditorStatus({ snapshot, onSave, onRetry }: EditorStatusProps) {
  const { status, save } = snapshot;
  const failed = save.kind === 'failed';
  return (
    <div className={css.statusBar} data-part="edit-status-bar">
      <p role="status" className={css.statusText} data-part="edit-status" data-status={status.kind}>
        {statusLine(status, save)}
      </p>
      <div className={css.statusActions}>
        {failed && save.retryable && (
          <Button size="sm" variant="outline" onClick={onRetry} data-part="edit-retry">
            重試
          </Button>
        )}
        <Button
          size="sm"
          colorPalette="brand"
          onClick={onSave}
          disabled={snapshot.readOnly || snapshot.conflict !== null || !snapshot.dirty}
          aria-keyshortcuts="Control+S Meta+S"
          data-part="edit-save"
        >
          暫存
        </Button>
      </div>
    </div>
  );
}
