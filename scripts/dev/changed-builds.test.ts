/** @jest-environment node */
import { takeChangedBuilds } from './changed-builds';

/*
 * `npm run dev` restarts a fragment server when its server build has new output: not for a round in which
 * webpack rebuilt only the browser builds, not for a failed build (the server keeps its last good one), not
 * for a rebuild to the same output.
 */
describe('takeChangedBuilds', () => {
  const server = (hash: string, hasErrors = false) => ({ name: 'remote-header/server', hash, hasErrors });
  const browser = (hash: string) => ({ name: 'remote-header', hash, hasErrors: false });

  it('names every build of the first round, then only a build whose output changed', () => {
    const lastGood = new Map<string, string>();
    expect(takeChangedBuilds(lastGood, [browser('b1'), server('s1')])).toEqual({
      changed: ['remote-header', 'remote-header/server'],
      failed: [],
    });
    expect(takeChangedBuilds(lastGood, [browser('b2'), server('s1')])).toEqual({
      changed: ['remote-header'],
      failed: [],
    });
    expect(takeChangedBuilds(lastGood, [browser('b2'), server('s2')])).toEqual({
      changed: ['remote-header/server'],
      failed: [],
    });
  });

  it('keeps the last good output of a failed build, so only a fix to new output counts as changed', () => {
    const lastGood = new Map([['remote-header/server', 's1']]);
    expect(takeChangedBuilds(lastGood, [server('broken', true)])).toEqual({
      changed: [],
      failed: ['remote-header/server'],
    });
    // Fixed back to what runs already: nothing to restart.
    expect(takeChangedBuilds(lastGood, [server('s1')]).changed).toEqual([]);
    expect(takeChangedBuilds(lastGood, [server('broken', true)]).failed).toEqual(['remote-header/server']);
    expect(takeChangedBuilds(lastGood, [server('s3')]).changed).toEqual(['remote-header/server']);
  });
});
