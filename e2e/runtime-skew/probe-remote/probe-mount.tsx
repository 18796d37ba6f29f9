import { createMount } from '@site-chrome/runtime';
import ProbeHeader from './probe-header';

/** `header/mount` of the probe remote: what /loader.js mounts on a plain page (`mountHeader`, as ours). */
export const mountHeader = createMount(ProbeHeader, 'Header');
