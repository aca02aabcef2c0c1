import { screen } from '@testing-library/react';
import type { EditSnapshot } from '../../../src/application/editing/edit-session';
import { EDIT_MESSAGES } from '../../../src/domain/editing/edit-messages';
import { EditorStatus } from '../../../src/ui/editor/editor-status';
import { renderWithProviders } from '../../support/render-with-providers';

/** A loaded draft whose save failed for `message`; the rest of the snapshot as a session gives it. */
function failedSnapshot(message: string): EditSnapshot {
  return {
    phase: 'ready',
    loadError: null,
    document: null,
    data: { title: '燈塔' },
    dirty: true,
    unsaved: ['title'],
    save: { kind: 'failed', reason: 'offline', message, retryable: true },
    status: { kind: 'failed', text: EDIT_MESSAGES.failed },
    conflict: null,
    restoreOffer: null,
    lock: { kind: 'mine' },
    readOnly: false,
    canWrite: true,
    sessionEnded: false,
    sessionWarning: null,
    backupFailed: false,
    copies: [],
    discarded: null,
  };
}

describe('the editor’s status line', () => {
  it('announces 暫存失敗 with its reason in the live region, as the line shows it', () => {
    renderWithProviders(
      <EditorStatus
        snapshot={failedSnapshot(EDIT_MESSAGES.offline)}
        onSave={jest.fn()}
        onRetry={jest.fn()}
      />,
    );
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent(/^暫存失敗：網路連線中斷，變更保留在這台裝置上$/);
    // Nothing about the failure is said outside the live region, where a screen reader would miss it.
    expect(screen.getAllByText(/網路連線中斷/)).toEqual([live]);
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});
