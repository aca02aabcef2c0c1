import { Button, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';

export interface ReviewDecisionButtonsProps {
  onApprove: () => void;
  onReturnOpen: () => void;
  /** 核准 waits for the gate as well as for work under way; 退回 only for the latter. */
  approveDisabled: boolean;
  returnDisabled: boolean;
  /** Why 核准 is disabled, when the gate says so. */
  approveDescribedBy?: string | undefined;
  /** 退回's button, where focus returns when its dialog closes. */
  returnRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A reviewer's two answers to a submission, alike in the editor's publish section and on
 * 待審核, so a reviewer meets the same words in the same order in both places.
 */
export function ReviewDecisionButtons({
  onApprove,
  onReturnOpen,
  approveDisabled,
  returnDisabled,
  approveDescribedBy,
  returnRef,
}: ReviewDecisionButtonsProps) {
  return (
    <Stack direction="row" gap="2" flexWrap="wrap" data-part="review-decision">
      <Button
        colorPalette="brand"
        onClick={onApprove}
        disabled={approveDisabled}
        aria-describedby={approveDescribedBy}
        data-part="approve-now"
      >
        核准並發布
      </Button>
      <Button
        ref={returnRef}
        variant="outline"
        colorPalette="red"
        onClick={onReturnOpen}
        disabled={returnDisabled}
        data-part="return-open"
      >
        退回
      </Button>
    </Stack>
  );
}
