import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useServices } from '../../../composition/services-provider';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import { EDIT_QUESTIONS } from '../../../domain/editing/edit-messages';
import type { AuditEntry, RevisionCopy, RevisionEntry } from '../../../domain/editing/history.port';
import { DraftDifference } from './draft-difference';
import type { PanelSectionProps } from '../parts/section-props';
import { actionText, taipeiDateTime } from './history-texts';
import css from './history.module.css';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/** One line of a revision: 第 3 版・暫存・editor・2026-11-23 10:32. */
const revisionLine = (entry: RevisionEntry): string =>
  `第 ${entry.revision} 版・${actionText(entry.action)}・${entry.account}・${taipeiDateTime(entry.at)}`;

/**
 * The document's history in the edit panel: its revisions, the difference from a chosen
 * one to the draft being edited, 還原為草稿, and the audit trail. Closed at first, so opening a page
 * asks the server for nothing more; every outcome is announced in the section's live region.
 */
export function HistorySection({ kit, session, snapshot, docId }: PanelSectionProps) {
  const { dialogs } = useServices();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<Loaded<RevisionEntry[]>>({ status: 'loading' });
  const [audit, setAudit] = useState<Loaded<AuditEntry[]>>({ status: 'loading' });
  const [chosen, setChosen] = useState<Loaded<RevisionCopy> | null>(null);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const currentRevision = snapshot.document?.revision;

  // What was shown stays until the new answer arrives: no flicker on every save.
  const reload = useCallback(() => {
    kit.revisions(docId).then(
      (value) => setRevisions({ status: 'ready', value }),
      () => setRevisions({ status: 'failed' }),
    );
    kit.audit(docId).then(
      (value) => setAudit({ status: 'ready', value }),
      () => setAudit({ status: 'failed' }),
    );
  }, [kit, docId]);

  // Read again whenever the document gains a revision (a save, a publish, a restore) while open.
  useEffect(() => {
    if (open) reload();
  }, [open, reload, currentRevision]);

  const choose = async (entry: RevisionEntry) => {
    setChosen({ status: 'loading' });
    try {
      setChosen({ status: 'ready', value: await kit.revision(docId, entry.revision) });
      setAnnouncement(`顯示第 ${entry.revision} 版與目前草稿的差異`);
    } catch {
      setChosen({ status: 'failed' });
      setAnnouncement(`無法讀取第 ${entry.revision} 版`);
    }
  };

  const restore = async (revision: number) => {
    const question = EDIT_QUESTIONS.restoreRevision(revision);
    const sure = await dialogs.confirm(question.message, question.title, { action: question.action });
    if (!sure) return;
    setBusy(true);
    try {
      const outcome = await kit.restoreRevision({ session, docId, revision });
      if (outcome.kind === 'restored') {
        setChosen(null);
        setAnnouncement(`已將第 ${revision} 版還原為草稿（第 ${outcome.document.revision} 版），尚未發布`);
      } else if (outcome.kind === 'unsaved')
        setAnnouncement('無法先暫存目前的變更，沒有還原。請暫存後再試。');
      else if (outcome.kind === 'conflict') {
        setAnnouncement(`另一位編輯已更新這份文件（第 ${outcome.current.revision} 版），沒有還原。`);
        reload();
      } else setAnnouncement('草稿尚未載入，沒有還原。');
    } catch {
      setAnnouncement('還原失敗，請稍後再試。');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={css.section} aria-labelledby={`${id}-heading`} data-part="history-section">
      <h3 id={`${id}-heading`} className={css.heading}>
        <button
          type="button"
          className={css.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((was) => !was)}
          data-part="history-toggle"
        >
          <span>版本紀錄</span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
      </h3>
      <p role="status" aria-live="polite" className={css.visuallyHidden} data-part="history-announcement">
        {announcement}
      </p>
      {open && (
        <Stack gap="3" mt="2" id={`${id}-body`}>
          {revisions.status === 'loading' ? (
            <Text>載入版本紀錄中…</Text>
          ) : revisions.status === 'failed' ? (
            <Text role="alert">無法載入版本紀錄。</Text>
          ) : (
            <ol className={css.list} aria-label="版本" data-part="revision-list">
              {revisions.value.map((entry) => (
                <li key={entry.revision}>
                  <button
                    type="button"
                    className={css.revision}
                    aria-pressed={chosen?.status === 'ready' && chosen.value.revision === entry.revision}
                    onClick={() => void choose(entry)}
                    data-revision={entry.revision}
                  >
                    {revisionLine(entry)}
                    {entry.revision === currentRevision && '（目前草稿）'}
                  </button>
                </li>
              ))}
            </ol>
          )}
          {chosen?.status === 'loading' && <Text>載入版本中…</Text>}
          {chosen?.status === 'ready' && (
            <RevisionDifference
              copy={chosen.value}
              draft={snapshot.data}
              isCurrent={chosen.value.revision === currentRevision && !snapshot.dirty}
              canRestore={!snapshot.readOnly && !busy && chosen.value.revision !== currentRevision}
              onRestore={() => void restore(chosen.value.revision)}
            />
          )}
          <Heading as="h4" size="sm">
            稽核紀錄
          </Heading>
          {audit.status === 'loading' ? (
            <Text>載入稽核紀錄中…</Text>
          ) : audit.status === 'failed' ? (
            <Text role="alert">無法載入稽核紀錄。</Text>
          ) : audit.value.length === 0 ? (
            <Text>沒有稽核紀錄。</Text>
          ) : (
            <table className={css.audit} data-part="audit-trail">
              <caption className={css.visuallyHidden}>這份文件的稽核紀錄，最新的在前</caption>
              <thead>
                <tr>
                  <th scope="col">時間</th>
                  <th scope="col">動作</th>
                  <th scope="col">帳號</th>
                </tr>
              </thead>
              <tbody>
                {audit.value.map((line) => (
                  <tr key={line.id}>
                    <td>{taipeiDateTime(line.at)}</td>
                    <td>
                      {actionText(line.action)}
                      {line.revision !== null && `（第 ${line.revision} 版）`}
                    </td>
                    <td>{line.account}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Stack>
      )}
    </section>
  );
}

interface RevisionDifferenceProps {
  copy: RevisionCopy;
  draft: DocumentData;
  isCurrent: boolean;
  canRestore: boolean;
  onRestore: () => void;
}

/** From a chosen revision to the draft, with 還原為草稿. */
function RevisionDifference({ copy, draft, isCurrent, canRestore, onRestore }: RevisionDifferenceProps) {
  const label = `第 ${copy.revision} 版`;
  return (
    <Stack gap="2" data-part="revision-difference">
      <Heading as="h4" size="sm">
        {label}與目前草稿的差異
      </Heading>
      <DraftDifference
        from={copy.data}
        to={draft}
        fromLabel={label}
        toLabel="目前草稿"
        sameText={isCurrent ? '這就是目前的草稿。' : '與目前草稿相同。'}
      />
      <div>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={!canRestore}
          onClick={onRestore}
          data-part="restore-revision"
        >
          還原為草稿
        </Button>
      </div>
    </Stack>
  );
}
