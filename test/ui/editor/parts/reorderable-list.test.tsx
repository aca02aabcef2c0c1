import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { removeAt } from '../../../../src/domain/editing/ordered-list';
import { MoveButtons, useReorderableList } from '../../../../src/ui/editor/parts/reorderable-list';

/** A list of names over its own state, drawn with the one reorderable list and nothing else. */
function Names({ initial, edge }: { initial: string[]; edge?: 'announce' | 'disable' }) {
  const [names, setNames] = useState(initial);
  const { announcement, keepAdd, ...entries } = useReorderableList();
  const words = {
    keyOf: (name: string) => name,
    nameOf: (name: string) => `「${name}」`,
    onChange: setNames,
  };
  return (
    <>
      <p role="status">{announcement}</p>
      <ol>
        {names.map((name, index) => (
          <li key={name}>
            <MoveButtons
              list={entries}
              itemKey={name}
              index={index}
              count={names.length}
              label={(verb) => `${verb}「${name}」`}
              edge={edge}
              onMove={(step) => entries.step(names, index, step, words)}
              onRemove={() => {
                entries.afterRemove(names[index + 1], names[index - 1]);
                setNames(removeAt(names, index));
              }}
            />
          </li>
        ))}
      </ol>
      <button type="button" ref={keepAdd}>
        新增
      </button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('the reorderable list', () => {
  it('keeps focus on the moved entry’s same button and announces its new place', async () => {
    const user = userEvent.setup();
    render(<Names initial={['甲', '乙', '丙']} />);
    await user.click(button('下移「甲」'));
    expect(button('下移「甲」')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已移到第 2 個，共 3 個');
  });

  it('keeps the button at the edge, where a press says the entry is already there', async () => {
    const user = userEvent.setup();
    render(<Names initial={['甲', '乙']} />);
    await user.click(button('上移「甲」'));
    expect(button('上移「甲」')).toHaveFocus();
    expect(button('上移「甲」')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('「甲」已在第一個');
  });

  it('gives focus to the other move button when the pressed one is disabled at the edge', async () => {
    const user = userEvent.setup();
    render(<Names initial={['甲', '乙', '丙']} edge="disable" />);
    await user.click(button('上移「乙」'));
    expect(button('上移「乙」')).toBeDisabled();
    expect(button('下移「乙」')).toHaveFocus();
  });

  it('after a removal, focuses the next entry, else the previous one, else the add control', async () => {
    const user = userEvent.setup();
    render(<Names initial={['甲', '乙']} />);
    await user.click(button('移除「甲」'));
    expect(button('移除「乙」')).toHaveFocus();
    await user.click(button('移除「乙」'));
    expect(button('新增')).toHaveFocus();
  });

  it('after removing the last entry, focuses the one before it', async () => {
    const user = userEvent.setup();
    render(<Names initial={['甲', '乙']} />);
    await user.click(button('移除「乙」'));
    expect(button('移除「甲」')).toHaveFocus();
  });
});
