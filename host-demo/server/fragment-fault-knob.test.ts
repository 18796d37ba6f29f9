import { isFromThisMachine, readFragmentFaults } from './fragment-fault-knob';

describe('readFragmentFaults', () => {
  it('reads a loopback origin per part and the budget', () => {
    expect(
      readFragmentFaults('Header=http%3A%2F%2F127.0.0.1%3A41234&Footer=http://localhost:9&budgetMs=100'),
    ).toEqual({
      origins: { Header: 'http://127.0.0.1:41234', Footer: 'http://localhost:9' },
      budgetMs: 100,
    });
  });

  it('asks for nothing without the header', () => {
    expect(readFragmentFaults(undefined)).toBeNull();
    expect(readFragmentFaults('')).toBeNull();
    expect(readFragmentFaults(['Header=http://127.0.0.1:1'])).toBeNull();
  });

  it.each([
    ['an origin off this machine', 'Header=http://10.0.0.1:80'],
    ['a host that only starts like loopback', 'Header=http://127.0.0.1.example:80'],
    ['a path after the origin', 'Header=http://127.0.0.1:80/x'],
    ['another scheme', 'Header=https://127.0.0.1:443'],
    ['a part no page composes', 'Search=http://127.0.0.1:80'],
    ['a budget that is not a whole number of ms', 'budgetMs=1e9'],
  ])('ignores the whole value for %s', (_, value) => {
    expect(readFragmentFaults(value)).toBeNull();
  });
});

describe('isFromThisMachine', () => {
  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])('takes %s as this machine', (address) => {
    expect(isFromThisMachine(address)).toBe(true);
  });

  it.each(['192.0.2.7', '10.0.0.1', '::ffff:192.0.2.7', 'fd00::2', '::', '127.0.0.1.example', undefined])(
    'takes %s as another machine',
    (address) => {
      expect(isFromThisMachine(address)).toBe(false);
    },
  );
});
