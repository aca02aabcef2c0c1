import { createElement, type FunctionComponent } from 'react';

/**
 * A module's exports with the component `name` drawn through a stand-in that reports each drawing
 * (`onDraw` gets its props) and then draws the real one. For `jest.mock` factories of tests that
 * count what a change draws again:
 * `jest.mock(path, () => jest.requireActual('…/counted-drawings').withCountedDrawings(jest.requireActual(path), 'Name', onDraw))`.
 */
export function withCountedDrawings<M extends object>(
  actual: M,
  name: keyof M & string,
  onDraw: (props: never) => void,
): M {
  const real = actual[name] as FunctionComponent<object>;
  const counted = (props: object) => {
    onDraw(props as never);
    return createElement(real, props);
  };
  return { ...actual, [name]: counted };
}
