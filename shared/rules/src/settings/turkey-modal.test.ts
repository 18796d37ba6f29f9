import { shouldOpenTurkeyModal } from './turkey-modal';

describe('choosing Turkish', () => {
  it('opens the Turkey modal on any sub-site but Turkey', () => {
    expect(shouldOpenTurkeyModal({ chosenLanguage: 'tr', currentSiteKey: 'main' })).toBe(true);
    expect(shouldOpenTurkeyModal({ chosenLanguage: 'TR', currentSiteKey: 'eu' })).toBe(true);
  });

  it('does not open it on the Turkish sub-site', () => {
    expect(shouldOpenTurkeyModal({ chosenLanguage: 'tr', currentSiteKey: 'tr' })).toBe(false);
  });

  it('does not open it for other languages', () => {
    expect(shouldOpenTurkeyModal({ chosenLanguage: 'en', currentSiteKey: 'main' })).toBe(false);
  });
});
