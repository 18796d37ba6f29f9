import { resetLoggedErrors } from '../logging/logger';
import { readStoredJson, writeStoredJson } from './safe-local-storage';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  resetLoggedErrors();
  window.localStorage.clear();
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('given working storage', () => {
  it('reads back what was written', () => {
    expect(writeStoredJson('global-notice', ['51021'])).toBe(true);

    expect(readStoredJson('global-notice', isIdList)).toEqual(['51021']);
    expect(window.localStorage.getItem('global-notice')).toBe('["51021"]');
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('given nothing stored, reads undefined without a warning', () => {
    expect(readStoredJson('global-notice', isIdList)).toBeUndefined();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});

describe('given a corrupted stored value', () => {
  it('reads undefined and warns, naming the key', () => {
    window.localStorage.setItem('global-notice', '["51021"');

    expect(readStoredJson('global-notice', isIdList)).toBeUndefined();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(
      expect.stringContaining('"global-notice"'),
      expect.any(SyntaxError),
    );
  });
});

describe('given a stored value of the wrong shape', () => {
  it.each([
    ['an object', '{"ids":["51021"]}'],
    ['a list of numbers', '[51021]'],
    ['a string', '"51021"'],
  ])('given %s, reads undefined and warns about the shape', (_, stored) => {
    window.localStorage.setItem('global-notice', stored);

    expect(readStoredJson('global-notice', isIdList)).toBeUndefined();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringContaining('unexpected shape'));
  });
});

describe('given a browser that blocks storage', () => {
  it('reading does not throw, gives undefined and warns', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    expect(readStoredJson('global-notice', isIdList)).toBeUndefined();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(
      expect.stringContaining('could not read "global-notice"'),
      expect.any(DOMException),
    );
  });

  it('writing does not throw, returns false and warns', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });

    expect(writeStoredJson('global-notice', ['51021'])).toBe(false);
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn).toHaveBeenCalledWith(
      expect.stringContaining('could not write "global-notice"'),
      expect.any(DOMException),
    );
  });
});

describe('given the same problem again', () => {
  it('warns once per key, not on every read', () => {
    window.localStorage.setItem('global-notice', '{broken');

    readStoredJson('global-notice', isIdList);
    readStoredJson('global-notice', isIdList);

    expect(consoleWarn).toHaveBeenCalledTimes(1);
  });
});
