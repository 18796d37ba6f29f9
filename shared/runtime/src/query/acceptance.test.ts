import { hasContent, isNonEmptyArray, isNonEmptyObject } from './acceptance';

describe('the general acceptance rule (non-empty array or object)', () => {
  it.each([
    [['x'], true],
    [{ a: 1 }, true],
    [[], false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['text', false],
    [0, false],
  ])('%p -> %p', (value, accepted) => {
    expect(hasContent(value)).toBe(accepted);
  });

  it('tells arrays from objects', () => {
    expect(isNonEmptyArray({ 0: 'x' })).toBe(false);
    expect(isNonEmptyObject(['x'])).toBe(false);
  });
});
