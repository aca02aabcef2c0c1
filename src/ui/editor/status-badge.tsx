import { Badge } from '@chakra-ui/react';
import type { DocumentStatus } from '../../shared/authoring-types';

/** Each status has its words and a sign of its own: the colour only repeats them (WCAG 1.4.1). */
export const STATUS_TEXT: Record<DocumentStatus, { text: string; sign: string; palette: string }> = {
  draft: { text: '草稿', sign: '✎', palette: 'gray' },
  published: { text: '已發布', sign: '✓', palette: 'green' },
  changed: { text: '發布後已修改', sign: '△', palette: 'orange' },
  scheduled: { text: '已排程', sign: '⏱', palette: 'blue' },
  deleted: { text: '已刪除', sign: '✕', palette: 'red' },
};

/** A document's status, the same badge wherever the editor shows one. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { text, sign, palette } = STATUS_TEXT[status];
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" data-part="status-badge" data-status={status}>
      <span aria-hidden="true">{sign}</span>
      {text}
    </Badge>
  );
}
