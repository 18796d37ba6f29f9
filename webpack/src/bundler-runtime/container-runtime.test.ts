/** @jest-environment node */
import * as packageRuntime from '@module-federation/runtime';
import { CurrentGlobal } from '@module-federation/runtime-core';
import { containerRuntime } from './container-runtime';

const options = (name: string) => ({ name, remotes: [], shared: {} });
const registered = () => CurrentGlobal.__FEDERATION__.__INSTANCES__;

afterEach(() => {
  registered().splice(0);
});

describe('the container runtime of a remote that uses the page runtime', () => {
  it('creates and registers an instance as the runtime package does', () => {
    const ours = containerRuntime.init(options('header'));
    const theirs = packageRuntime.init(options('footer'));

    expect(registered()).toEqual([ours, theirs]);
    expect(ours).toBeInstanceOf(theirs.constructor);
    expect(ours.options.id).toBe(theirs.options.id);
    expect(ours.options.name).toBe('header');
  });

  it('finds the instance its container registered before and updates it instead of making another', () => {
    const first = containerRuntime.init(options('header'));

    const again = containerRuntime.init({ ...options('header'), remotes: [{ name: 'x', entry: '/x.js' }] });

    expect(again).toBe(first);
    expect(registered()).toHaveLength(1);
    expect(again.options.remotes.map((remote) => remote.name)).toContain('x');
  });

  it('leaves the page runtime package’s own instance (the host’s) alone', () => {
    const host = packageRuntime.init(options('host'));

    containerRuntime.init(options('header'));

    expect(packageRuntime.getInstance()).toBe(host);
  });
});
