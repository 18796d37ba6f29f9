import { readdirSync, readFileSync } from 'node:fs';

/** What the soak watches of a process: resident memory and open file descriptors, from /proc. */
export interface ProcessSample {
  /** Seconds since the soak's load began. */
  atSeconds: number;
  rssKb: number;
  openFds: number;
}

/** `VmRSS` of /proc/<pid>/status, in kB. */
export function residentKb(pid: number): number {
  const line = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]);
}

/** Entries of /proc/<pid>/fd: the process's open files, sockets and pipes. */
export const openFds = (pid: number): number => readdirSync(`/proc/${pid}/fd`).length;

/** User + system CPU milliseconds a process has used (/proc/<pid>/stat, fields 14 and 15, in clock ticks). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
