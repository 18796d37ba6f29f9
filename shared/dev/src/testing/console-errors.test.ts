import { expectConsoleErrors, takeUncheckedConsoleErrors } from './console-errors';

describe('expected console errors', () => {
  it('a spy the test never looked at hands its errors to the guard, which fails the test with them', () => {
    expectConsoleErrors();
    console.error('an error nobody expected');

    expect(takeUncheckedConsoleErrors()).toEqual([['an error nobody expected']]);
  });

  it('a spy the test asserted on keeps its errors to itself', () => {
    const consoleError = expectConsoleErrors();
    console.error('the error this test expects');

    expect(consoleError).toHaveBeenCalledWith('the error this test expects');
    expect(takeUncheckedConsoleErrors()).toEqual([]);
  });

  it('a spy that caught nothing leaves nothing to report', () => {
    expectConsoleErrors();

    expect(takeUncheckedConsoleErrors()).toEqual([]);
  });
});
