import { chakra } from '@chakra-ui/react';
import type { DocumentStatus } from '../../../shared/authoring-types';

/**
 * Each status has its words and a sign of its own: the colour only repeats them (WCAG 1.4.1). The
 * colours keep a contrast of at least 7:1 between text and background.
 */
export const STATUS_TEXT: Record<DocumentStatus, { text: string; sign: string; fg: string; bg: string }> = {
  draft: { text: '草稿', sign: '✎', fg: '#3f3f46', bg: '#f4f4f5' },
  published: { text: '已發布', sign: '✓', fg: '#14532d', bg: '#dcfce7' },
  changed: { text: '發布後已修改', sign: '△', fg: '#7c2d12', bg: '#ffedd5' },
  scheduled: { text: '已排程', sign: '⏱', fg: '#1e3a8a', bg: '#dbeafe' },
  deleted: { text: '已刪除', sign: '✕', fg: '#7f1d1d', bg: '#fee2e2' },
};

/**
 * A document's status, the same badge wherever the editor shows one. Drawn with the style props
 * only: the trimmed Chakra system carries no badge recipe for this one element.
 */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  const { text, sign, fg, bg } = STATUS_TEXT[status];
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="sm"
      borderWidth="1px"
      borderColor={fg}
      color={fg}
      bg={bg}
      fontSize="sm"
      fontWeight="bold"
      whiteSpace="nowrap"
      data-part="status-badge"
      data-status={status}
    >
      <span aria-hidden="true">{sign}</span>
      {text}
    </chakra.span>
  );
}
