import { Fragment } from 'react';
import { markedPieces, type SearchQuery } from '../../shared/search/search-text';
import styles from './marked-text.module.css';

/**
 * Text with the places a search's terms occur in `<mark>`, found as search reads text (台 and 臺,
 * full-width and case alike), so what is marked is what was matched.
 */
export function MarkedText({ text, query }: { text: string; query: SearchQuery }) {
  return (
    <>
      {markedPieces(text, query).map((piece, index) =>
        piece.marked ? (
          <mark key={index} className={styles.hit}>
            {piece.text}
          </mark>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
