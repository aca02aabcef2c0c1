import { Fragment } from 'react';
import { markedPieces, type SearchQuery } from '../../shared/search/search-text';
import styles from './marked-text.module.css';

/**
 * Text with the places a search's terms occur in `<mark>`, found as search reads text (台 and 臺,
 * full-width and case alike), so what is marked is what was matched. One span: inside a flex
 * container (the site's links are inline-flex) loose pieces would each become an item, apart.
 */
export function MarkedText({ text, query }: { text: string; query: SearchQuery }) {
  return (
    <span>
      {markedPieces(text, query).map((piece, index) =>
        piece.marked ? (
          <mark key={index} className={styles.hit}>
            {piece.text}
          </mark>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </span>
  );
}
