/**
 * The network and CPU conditions issue 12 measures under, applied through the DevTools protocol
 * (`Network.emulateNetworkConditions`, `Emulation.setCPUThrottlingRate`). Throughputs are bytes per second.
 * "mobile" is Lighthouse's "slow 4G" preset (562.5 ms RTT, 1.44 Mbps down, 675 kbps up) with its 4x CPU.
 */
export interface LoadProfile {
  name: 'unthrottled' | 'desktop' | 'mobile';
  latencyMs: number;
  /** -1: no limit. */
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
}

const megabits = (value: number) => (value * 1_000_000) / 8;

export const loadProfiles: readonly LoadProfile[] = [
  { name: 'unthrottled', latencyMs: 0, downloadBytesPerSecond: -1, uploadBytesPerSecond: -1, cpuSlowdown: 1 },
  {
    name: 'desktop',
    latencyMs: 40,
    downloadBytesPerSecond: megabits(10),
    uploadBytesPerSecond: megabits(10),
    cpuSlowdown: 1,
  },
  {
    name: 'mobile',
    latencyMs: 562.5,
    downloadBytesPerSecond: megabits(1.44),
    uploadBytesPerSecond: megabits(0.675),
    cpuSlowdown: 4,
  },
];

export function profileNamed(name: string): LoadProfile {
  const profile = loadProfiles.find((candidate) => candidate.name === name);
  if (!profile)
    throw new Error(
      `Unknown profile "${name}": use ${loadProfiles.map((candidate) => candidate.name).join(', ')}`,
    );
  return profile;
}
