import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import type { DocumentData } from '../../../../src/domain/editing/authoring.port';
import type { ChromeName } from '../../../../src/shared/document-id';
import type { EditFormArgs } from '../../../../src/ui/editor/parts/edit-form-args';
import { twinKit } from './editing-twins';

/** What a chrome form reported: the whole part's data, and the field that changed. */
export type Change = [data: DocumentData, field: string];

export interface ChromeFormOptions {
  readOnly?: boolean;
  errors?: Record<string, string>;
}

/**
 * A chrome form (header, footer, banners) over its own state, as the chrome editor holds it, on the
 * in-memory twins; `changes` records every report, newest last.
 */
export function renderChromeForm(
  Form: ComponentType<EditFormArgs>,
  name: ChromeName,
  value: DocumentData,
  { readOnly = false, errors }: ChromeFormOptions = {},
): { changes: Change[] } {
  const { kit } = twinKit();
  const changes: Change[] = [];
  function Host() {
    const [data, setData] = useState(value);
    return (
      <Form
        target={{ type: 'chrome', lang: 'zh-tw', name }}
        value={data}
        onChange={(next, field) => {
          changes.push([next, field]);
          setData(next);
        }}
        readOnly={readOnly}
        kit={kit}
        errors={errors}
      />
    );
  }
  render(<Host />);
  return { changes };
}
