import type { Editor } from '@tiptap/react';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  RichTextField,
  type RichTextFieldProps,
} from '../../../../src/ui/editor/rich-text-field/rich-text-field';

/** ProseMirror measures the selection to scroll it into view; jsdom lays nothing out. */
export function withoutLayout(): void {
  beforeAll(() => {
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    const zeroRect = () => new DOMRect(0, 0, 0, 0);
    Range.prototype.getClientRects = noRects;
    Range.prototype.getBoundingClientRect = zeroRect;
    document.elementFromPoint = () => null;
  });
}

type Props = Partial<RichTextFieldProps>;

/** The field under a parent that stores what it hands out and passes it back, as a form does. */
export function ControlledField({ initial, ...props }: Props & { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      id="body"
      label="內文"
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        props.onChange?.(html);
      }}
    />
  );
}

export function renderField(props: Props = {}) {
  const onChange = jest.fn<void, [string]>();
  const result = render(<RichTextField id="body" label="內文" value="" onChange={onChange} {...props} />);
  return { ...result, onChange };
}

export function textbox(): HTMLElement {
  return screen.getByRole('textbox', { name: '內文' });
}

/** TipTap puts its editor on the editable element; tests use it to read the selection. */
export function editorOf(element: HTMLElement): Editor {
  return (element as HTMLElement & { editor: Editor }).editor;
}

export function lastCall(mock: jest.Mock<void, [string]>): string {
  return mock.mock.calls.at(-1)![0];
}

export function paste(target: HTMLElement, html: string) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : '') },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}
