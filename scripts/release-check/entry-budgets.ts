import { note, refusal, type Finding } from './findings';

/**
 * Each remote's `remoteEntry.js` against `gzipBytes.<remote>RemoteEntry` in budgets.json: the entry is what
 * every page downloads before the remote can render, whatever it shows.
 */
export function checkEntryBudgets(
  gzipBudgets: Readonly<Record<string, number>>,
  entryGzipBytes: Readonly<Record<string, number>>,
): Finding[] {
  return Object.entries(entryGzipBytes).map(([remote, bytes]) => {
    const key = `${remote}RemoteEntry`;
    const budget = gzipBudgets[key];
    const figure = `${bytes.toLocaleString('en-US')} B gzip`;
    if (budget === undefined)
      return note(
        `entry-budget:${remote}`,
        `The ${remote}'s remoteEntry.js is ${figure} (no ${key} in budgets.json).`,
      );
    return bytes > budget
      ? refusal(
          `entry-budget:${remote}`,
          `The ${remote}'s remoteEntry.js is ${figure}, over its budget of ${budget.toLocaleString('en-US')} B (${key} in budgets.json): every page downloads it before the ${remote} renders.`,
        )
      : note(
          `entry-budget:${remote}`,
          `The ${remote}'s remoteEntry.js is ${figure}, within ${budget.toLocaleString('en-US')} B.`,
        );
  });
}
