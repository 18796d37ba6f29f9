import { rowForKey } from './list-keys';

describe('rowForKey', () => {
  it.each([
    ['ArrowDown', 3, 4],
    ['ArrowDown', 9, 9],
    ['ArrowUp', 3, 2],
    ['ArrowUp', 0, 0],
    ['Home', 5, 0],
    ['End', 2, 9],
    ['PageDown', 2, 7],
    ['PageDown', 8, 9],
    ['PageUp', 8, 3],
    ['PageUp', 2, 0],
  ])('%s from row %i of 10 goes to row %i', (key, from, to) => {
    expect(rowForKey(key, from, 10, 5)).toBe(to);
  });

  it('leaves Enter, Escape, Tab and letters to the page, and does nothing in an empty list', () => {
    for (const key of ['Enter', 'Escape', 'Tab', 'a']) expect(rowForKey(key, 0, 10, 5)).toBeUndefined();
    expect(rowForKey('ArrowDown', 0, 0, 5)).toBeUndefined();
  });
});
