import type { TextPiece } from '../../../domain/editing/text-diff';
import css from './change-table.module.css';

/**
 * A word-by-word difference as marked-up text: what went struck (`<del>`), what came underlined
 * (`<ins>`). The words say what changed — 〔刪除：…〕, 〔新增：…〕 for a screen reader, which
 * announces neither element — and the colour and the strike only repeat it.
 */
export function DiffPieces({ pieces }: { pieces: readonly TextPiece[] }) {
  return pieces.map((piece, index) =>
    piece.kind === 'same' ? (
      <span key={index}>{piece.text}</span>
    ) : piece.kind === 'del' ? (
      <del key={index}>
        <span className={css.visuallyHidden}>〔刪除：</span>
        {piece.text}
        <span className={css.visuallyHidden}>〕</span>
      </del>
    ) : (
      <ins key={index}>
        <span className={css.visuallyHidden}>〔新增：</span>
        {piece.text}
        <span className={css.visuallyHidden}>〕</span>
      </ins>
    ),
  );
}
