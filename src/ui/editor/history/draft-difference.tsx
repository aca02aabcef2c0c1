import { Text } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import { diffText, htmlToText, isHtmlChange } from '../../../domain/editing/text-diff';
import { diffJson } from '../../../shared/json-diff';
import { ChangeTable } from '../parts/change-table';
import { DiffPieces } from '../parts/diff-pieces';
import { fieldLabel } from './history-texts';
import css from './history.module.css';

export interface DraftDifferenceProps {
  from: DocumentData;
  to: DocumentData;
  fromLabel: string;
  toLabel: string;
  /** What is said when nothing differs. */
  sameText: string;
}

/**
 * The difference between two copies of a document: HTML fields as marked-up text, the rest as a
 * table. The history's view of a revision against the draft, and the 待審核 screen's view of the
 * submitted draft against the published copy.
 */
export function DraftDifference({ from, to, fromLabel, toLabel, sameText }: DraftDifferenceProps) {
  const id = useId();
  const { htmlFields, others } = useMemo(() => {
    const fields = new Set([...Object.keys(from), ...Object.keys(to)]);
    const html: Array<{ name: string; from: string; to: string }> = [];
    const rest: DocumentData = {};
    const restTo: DocumentData = {};
    for (const name of fields) {
      // An item's id (and its view count) is nothing an editor wrote: no row for it.
      if (name === 'id' || name === 'views') continue;
      const before = from[name];
      const after = to[name];
      if (isHtmlChange(before, after)) {
        if (before !== after) html.push({ name, from: String(before ?? ''), to: String(after ?? '') });
      } else {
        rest[name] = before;
        restTo[name] = after;
      }
    }
    return { htmlFields: html, others: diffJson(rest, restTo) };
  }, [from, to]);

  return (
    <>
      {htmlFields.length === 0 && others.length === 0 && <Text>{sameText}</Text>}
      {htmlFields.map((field) => (
        <div key={field.name}>
          <Text fontWeight="bold" id={`${id}-${field.name}`}>
            {fieldLabel(field.name)}
          </Text>
          <div
            className={css.textDiff}
            role="group"
            aria-labelledby={`${id}-${field.name}`}
            data-part="text-diff"
            data-field={field.name}
          >
            <DiffPieces pieces={diffText(htmlToText(field.from), htmlToText(field.to))} />
          </div>
        </div>
      ))}
      {others.length > 0 && (
        <ChangeTable
          caption="其他欄位"
          changes={others}
          fromLabel={fromLabel}
          toLabel={toLabel}
          labelOf={fieldLabel}
        />
      )}
    </>
  );
}
