/** @jest-environment node */
import { note, refusal, releaseCheckOutcome } from './findings';

describe('what release:check prints and exits with', () => {
  it('given a refusal, prints it first with its id, then the verdict, and exits 1', () => {
    expect(
      releaseCheckOutcome(
        [
          note('added-expose:header/./mount', 'The header now also exposes ./mount.'),
          refusal(
            'removed-expose:header/./Search',
            'The header no longer exposes ./Search: pages that mount it show its fallback.',
          ),
        ],
        '2.8.0',
      ),
    ).toEqual({
      lines: [
        'REFUSED: The header no longer exposes ./Search: pages that mount it show its fallback. [removed-expose:header/./Search]',
        'note: The header now also exposes ./mount. [added-expose:header/./mount]',
        'release:check refused 1 change pages would feel. Fix them, or add a reviewed entry to release/allowed-breaks.json.',
      ],
      exitCode: 1,
    });
  });

  it('given only notes, exits 0', () => {
    expect(
      releaseCheckOutcome([note('version', 'The shared packages go from 2.7.0 to 2.8.0.')], '2.7.0'),
    ).toEqual({
      lines: [
        'note: The shared packages go from 2.7.0 to 2.8.0. [version]',
        'release:check passes: nothing refused against the published release (shared packages 2.7.0).',
      ],
      exitCode: 0,
    });
  });
});
