/** @jest-environment node */
import type { RemoteRelease, SharedContract } from './release-record';
import { checkRuntimeContract } from './runtime-contract';

const runtime: SharedContract = {
  name: '@site-chrome/runtime',
  shareScope: 'default',
  singleton: true,
  strictVersion: true,
  version: '2.8.0',
  requiredVersion: '^2.8.0',
};
const remote = (change: Partial<SharedContract> | null): RemoteRelease => ({
  remote: 'footer',
  exposes: ['./Footer'],
  shared: change ? [{ ...runtime, ...change }] : [],
});

describe('the fallback path: @site-chrome/runtime as a strict singleton requiring the minor built against', () => {
  it('given that contract, finds nothing', () => {
    expect(checkRuntimeContract(remote({}))).toEqual([]);
  });

  it('given a build that accepts every minor of its major, refuses it: an older page would run it without the names it imports', () => {
    expect(checkRuntimeContract(remote({ requiredVersion: '^2.0.0' }))).toEqual([
      {
        severity: 'refusal',
        id: 'fallback-path:footer',
        message:
          'The footer shares @site-chrome/runtime 2.8.0 as a singleton, strict, requiring ^2.0.0: without a strict singleton requiring ^2.8.0, a page with another release would run it instead of showing its fallback.',
      },
    ]);
  });

  it.each([[{ strictVersion: false }], [{ singleton: false }]])('given %j, refuses it', (change) => {
    expect(checkRuntimeContract(remote(change))).toEqual([
      expect.objectContaining({ severity: 'refusal', id: 'fallback-path:footer' }),
    ]);
  });

  it('given a remote that does not share it at all, refuses it: a second store', () => {
    expect(checkRuntimeContract(remote(null))).toEqual([
      expect.objectContaining({
        severity: 'refusal',
        message: 'The footer does not share @site-chrome/runtime: it would run a second store.',
      }),
    ]);
  });
});
