import { statusText } from '../../../domain/mailbox/letter-policy';
import type { LetterStatus } from '../../../shared/letter-status';
import css from './mailbox.module.css';

/** A letter's status as a word in a frame; the colour only repeats the word. */
export function StatusBadge({ status }: { status: LetterStatus }) {
  return (
    <span className={css.badge} data-status={status} data-part="letter-status">
      {statusText(status)}
    </span>
  );
}
