import { createSafeStorage } from './safe-storage';

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('given working localStorage', () => {
  it('reads, writes, lists and removes like localStorage', () => {
    const storage = createSafeStorage();

    storage.setItem('options_data-a', 'one');
    storage.setItem('other', 'two');

    expect(storage.getItem('options_data-a')).toBe('one');
    expect(storage.entries()).toEqual(
      expect.arrayContaining([
        ['options_data-a', 'one'],
        ['other', 'two'],
      ]),
    );
    storage.removeItem('options_data-a');
    expect(storage.getItem('options_data-a')).toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('given storage that throws', () => {
  const throwing = (name: string) => () => {
    throw new DOMException(name, name);
  };

  it('when blocked, every operation carries on as if nothing were stored', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(throwing('SecurityError'));
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(throwing('SecurityError'));
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(throwing('SecurityError'));
    jest.spyOn(Storage.prototype, 'key').mockImplementation(throwing('SecurityError'));
    const storage = createSafeStorage();

    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', 'x')).not.toThrow();
    expect(() => storage.removeItem('a')).not.toThrow();
    expect(storage.entries()).toEqual([]);
  });

  it('when even reaching it throws, reads nothing and writes nothing', () => {
    const storage = createSafeStorage(throwing('SecurityError'));

    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', 'x')).not.toThrow();
  });

  it('when there is no window (server rendering), does nothing', () => {
    const storage = createSafeStorage(() => undefined);

    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', 'x');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('logs the same problem with the same key once, and a new kind of problem again', () => {
    const setItem = jest
      .spyOn(Storage.prototype, 'setItem')
      .mockImplementation(throwing('QuotaExceededError'));
    const storage = createSafeStorage();

    storage.setItem('all_market_v2-x', 'big');
    storage.setItem('all_market_v2-x', 'big');
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('could not write "all_market_v2-x"'),
      expect.any(DOMException),
    );

    setItem.mockImplementation(throwing('SecurityError'));
    storage.setItem('all_market_v2-x', 'big');
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
