/** One build's result in a watch round: its name, its output's hash, and whether it failed. */
export interface BuildResult {
  name: string;
  hash: string;
  hasErrors: boolean;
}

export interface ChangedBuilds {
  /** Built without errors to an output other than the last good one: what runs from it starts again. */
  changed: string[];
  /** Built with errors: what runs from it keeps its last good build. */
  failed: string[];
}

/**
 * Which builds of a watch round (webpack reports every build each round, the ones it did not run with their
 * last hash) have new output, against `lastGood` (name → hash of the last output without errors), which it
 * updates. A build that failed, or was rebuilt to the same output, changes nothing.
 */
export function takeChangedBuilds(
  lastGood: Map<string, string>,
  results: readonly BuildResult[],
): ChangedBuilds {
  const changed: string[] = [];
  const failed: string[] = [];
  for (const { name, hash, hasErrors } of results) {
    if (hasErrors) failed.push(name);
    else if (lastGood.get(name) !== hash) {
      lastGood.set(name, hash);
      changed.push(name);
    }
  }
  return { changed, failed };
}
