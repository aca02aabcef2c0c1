import { Box, Text } from '@chakra-ui/react';
import type { ReviewView } from '../../../shared/review.types';
import { returnedLine, REVIEW_WORDS, submittedLine } from './review-texts';
import css from './review.module.css';

/**
 * A draft's review in words: 已送審 with when and by whom, or 已退回 with the reviewer's note, set
 * apart so a writer cannot miss it; `withdrawn` after a save took a submission back out of review.
 */
export function ReviewState({
  review,
  withdrawn,
}: {
  review: ReviewView | null | undefined;
  withdrawn: boolean;
}) {
  if (review?.state === 'submitted')
    return (
      <Text role="status" className={css.submitted} data-part="review-state" data-state="submitted">
        {submittedLine(review)}
      </Text>
    );
  if (review?.state === 'returned')
    return (
      <Box role="alert" className={css.returned} data-part="review-state" data-state="returned">
        <Text fontWeight="bold">{returnedLine(review)}</Text>
        <Text as="blockquote" className={css.quote} data-part="review-note">
          {review.note}
        </Text>
      </Box>
    );
  if (withdrawn)
    return (
      <Text role="alert" className={css.returned} data-part="review-state" data-state="withdrawn">
        {REVIEW_WORDS.withdrawn}
      </Text>
    );
  return null;
}
