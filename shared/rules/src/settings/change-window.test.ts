import {
  availableChangeWindows,
  futuresTimezoneQuery,
  readFuturesTimezoneQuery,
  resolveChangeWindow,
} from './change-window';

const usConstraints = { forcedRiseColour: 'risegreen', forcedChangeWindow: '24h' } as const;

describe('the change window', () => {
  it('defaults to 24h and keeps a valid stored choice', () => {
    expect(resolveChangeWindow(undefined)).toBe('24h');
    expect(resolveChangeWindow('utc8')).toBe('utc8');
    expect(resolveChangeWindow('utc13')).toBe('24h');
  });

  it('is forced to 24h in the US, with the UTC options hidden', () => {
    expect(resolveChangeWindow('utc0', usConstraints)).toBe('24h');
    expect(availableChangeWindows(usConstraints)).toEqual(['24h']);
    expect(availableChangeWindows()).toEqual(['24h', 'utc0', 'utc8']);
  });
});

describe('the futures timezone query', () => {
  it('is blank for 24h or unset, and utc0 or utc8 otherwise', () => {
    expect(futuresTimezoneQuery('24h')).toBe('');
    expect(futuresTimezoneQuery(undefined)).toBe('');
    expect(futuresTimezoneQuery('utc0')).toBe('utc0');
    expect(futuresTimezoneQuery('utc8')).toBe('utc8');
  });

  it('is read from the change_reftime cookie', () => {
    expect(readFuturesTimezoneQuery(undefined, { cookie: 'change_reftime=utc8' })).toBe('utc8');
    expect(readFuturesTimezoneQuery(undefined, { cookie: '' })).toBe('');
    expect(readFuturesTimezoneQuery(undefined, { cookie: 'change_reftime=garbage' })).toBe('');
  });

  it('stays blank in the US whatever the cookie says', () => {
    expect(readFuturesTimezoneQuery(usConstraints, { cookie: 'change_reftime=utc8' })).toBe('');
  });
});
