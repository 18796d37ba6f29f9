/** @jest-environment node */
import { unpinKitTarballs } from './example-lock';

it('drops the recorded integrity of the kit tarballs only', () => {
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': {},
      'node_modules/@site-chrome/host': {
        resolved: 'file:../../.kit/site-chrome-host-2.8.0.tgz',
        integrity: 'sha512-old',
      },
      'node_modules/react': { integrity: 'sha512-react' },
    },
  };

  expect(unpinKitTarballs(lock)).toEqual({
    lockfileVersion: 3,
    packages: {
      '': {},
      'node_modules/@site-chrome/host': { resolved: 'file:../../.kit/site-chrome-host-2.8.0.tgz' },
      'node_modules/react': { integrity: 'sha512-react' },
    },
  });
});
