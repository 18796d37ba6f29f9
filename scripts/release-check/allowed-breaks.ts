import { note, type Finding } from './findings';
import type { AllowedBreaks } from './release-record';

/**
 * Turns each refusal a reviewed entry of `release/allowed-breaks.json` names into a note that quotes the
 * reviewer and the migration; an entry that names nothing found is noted, so stale ones get removed.
 */
export function applyAllowedBreaks(findings: readonly Finding[], allowed: AllowedBreaks): Finding[] {
  const used = new Set<string>();
  const applied = findings.map((finding) => {
    const entry = allowed.find((candidate) => candidate.id === finding.id);
    if (finding.severity !== 'refusal' || !entry) return finding;
    used.add(entry.id);
    return note(
      finding.id,
      `${finding.message} Allowed, reviewed by ${entry.reviewedBy}: ${entry.pagesMigrate}`,
    );
  });
  for (const entry of allowed.filter((candidate) => !used.has(candidate.id)))
    applied.push(
      note(
        `stale-allowed-break:${entry.id}`,
        `release/allowed-breaks.json allows ${entry.id}, which this release does not contain: remove the entry.`,
      ),
    );
  return applied;
}
