/**
 * One thing release:check found, in words a release manager reads. A refusal fails the check; a note is a
 * change pages do not feel (a new exposed module, a wider range), listed so the release notes are complete.
 */
export interface Finding {
  severity: 'refusal' | 'note';
  /** Stable name of the change, what `release/allowed-breaks.json` names to let a reviewed break through. */
  id: string;
  message: string;
}

export const refusal = (id: string, message: string): Finding => ({ severity: 'refusal', id, message });
export const note = (id: string, message: string): Finding => ({ severity: 'note', id, message });

/** One line per finding, refusals first, each with the id an allowed break would name. */
function formatFindings(findings: readonly Finding[]): string[] {
  const order = { refusal: 0, note: 1 } as const;
  return [...findings]
    .sort((first, second) => order[first.severity] - order[second.severity])
    .map(
      (finding) =>
        `${finding.severity === 'refusal' ? 'REFUSED' : 'note'}: ${finding.message} [${finding.id}]`,
    );
}

/** What release:check prints and exits with: one line per finding, then a verdict; 1 when anything is refused. */
export function releaseCheckOutcome(
  findings: readonly Finding[],
  publishedVersion: string,
): { lines: string[]; exitCode: 0 | 1 } {
  const refused = findings.filter((finding) => finding.severity === 'refusal').length;
  const verdict =
    refused > 0
      ? `release:check refused ${refused} change${refused === 1 ? '' : 's'} pages would feel. Fix them, or add a reviewed entry to release/allowed-breaks.json.`
      : `release:check passes: nothing refused against the published release (shared packages ${publishedVersion}).`;
  return { lines: [...formatFindings(findings), verdict], exitCode: refused > 0 ? 1 : 0 };
}
