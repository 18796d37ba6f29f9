/** @jest-environment node */
import { applyAllowedBreaks } from './allowed-breaks';
import { note, refusal } from './findings';

const major = refusal('major:@site-chrome/runtime@3.0.0', 'The shared packages go to 3.0.0.');
const reviewed = {
  id: 'major:@site-chrome/runtime@3.0.0',
  reviewedBy: 'Release manager',
  pagesMigrate: 'Pages rebuild with @site-chrome/runtime 3; until then the chrome shows its fallbacks.',
};

describe('given a refusal a reviewed entry names', () => {
  it('lets it through as a note quoting the reviewer and the migration', () => {
    expect(applyAllowedBreaks([major], [reviewed])).toEqual([
      {
        severity: 'note',
        id: 'major:@site-chrome/runtime@3.0.0',
        message:
          'The shared packages go to 3.0.0. Allowed, reviewed by Release manager: Pages rebuild with @site-chrome/runtime 3; until then the chrome shows its fallbacks.',
      },
    ]);
  });
});

describe('given a refusal no entry names', () => {
  it('keeps it a refusal', () => {
    const other = refusal('removed-expose:header/./Search', 'The header no longer exposes ./Search.');
    expect(applyAllowedBreaks([other], [])).toEqual([other]);
  });
});

describe('given an entry that names nothing this release contains', () => {
  it('notes it, so it gets removed', () => {
    expect(applyAllowedBreaks([note('version', 'v')], [reviewed])).toEqual([
      note('version', 'v'),
      expect.objectContaining({
        severity: 'note',
        id: 'stale-allowed-break:major:@site-chrome/runtime@3.0.0',
      }),
    ]);
  });
});
