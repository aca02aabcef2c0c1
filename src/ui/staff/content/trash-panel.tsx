import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { EditingKit } from '../../../application/editing/editing-kit';
import type { TrashRow } from '../../../domain/editing/history.port';
import { useLoad } from '../../parts/use-load';
import tableCss from '../parts/staff-table.module.css';
import { taipeiDateTime } from '../../editor/history/history-texts';
import { failureText } from '../../editor/parts/failure-text';
import { documentLabel } from '../../../shared/document-label';

export interface TrashPanelProps {
  kit: EditingKit;
  path: string;
}

/** 回收桶 of one module: what was deleted, when and by whom, when it is purged, and 還原. */
/**
 * Restoring needs `d` on the module: the server checks it, and its 403 (您沒有編輯這個頁面的權限。)
 * is announced here rather than asked for beforehand, which would cost every visit a request.
 */
export function TrashPanel({ kit, path }: TrashPanelProps) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const query = useMemo(() => (path ? { kit, path } : null), [kit, path]);
  const listed = useLoad(query, () => kit.trash(path));

  const restore = async (row: TrashRow) => {
    setBusy(row.docId);
    try {
      await kit.restoreFromTrash(row.docId);
      setAnnouncement(`已還原「${documentLabel(row.docId, row)}」為未發布的草稿`);
      listed.retry();
    } catch (error) {
      setAnnouncement(failureText(error, '還原失敗，請稍後再試。'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-part="trash-panel">
      <Heading as="h2" size="lg" mb="3" id={`${id}-heading`}>
        回收桶
      </Heading>
      <Text mb="2">刪除的項目保留 30 天，之後永久移除。</Text>
      <Text role="status" aria-live="polite" data-part="trash-announcement">
        {announcement}
      </Text>
      {listed.status === 'loading' && <Text>載入中…</Text>}
      {listed.status === 'failed' && (
        <Text role="alert">{failureText(listed.error, '無法載入回收桶。')}</Text>
      )}
      {listed.status === 'ready' && listed.data.length === 0 && <Text>回收桶是空的。</Text>}
      {listed.status === 'ready' && listed.data.length > 0 && (
        <div className={tableCss.tableWrap}>
          <table className={`${tableCss.table} ${tableCss.middle}`} data-part="trash-table">
            <caption>{`${path} 的回收桶`}</caption>
            <thead>
              <tr>
                <th scope="col">標題</th>
                <th scope="col">刪除時間</th>
                <th scope="col">刪除者</th>
                <th scope="col">永久移除日</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {listed.data.map((row) => (
                <tr key={row.docId} data-doc={row.docId}>
                  <td>{documentLabel(row.docId, row)}</td>
                  <td>{taipeiDateTime(row.deletedAt)}</td>
                  <td>{row.deletedBy ?? '—'}</td>
                  <td>{taipeiDateTime(row.purgeAt).slice(0, 10)}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="outline"
                      minH="2.75rem"
                      disabled={busy !== null}
                      onClick={() => void restore(row)}
                      aria-label={`還原：${documentLabel(row.docId, row)}`}
                    >
                      還原
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Box>
  );
}
