import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { findSite, resolveVisibility, type VisibilityInput } from '@site-chrome/rules/sites';
import { generateSpecialConfig } from './special-config';

const main = findSite('main')!;

describe('special-config generation (header spec section 8)', () => {
  it('is the visibility rule itself when the inputs are sound', () => {
    const input: VisibilityInput = {
      site: main,
      isLoggedIn: true,
      complianceMenuList: ['launchpad'],
      variant: { testnet: true },
    };
    expect(generateSpecialConfig(input)).toEqual(resolveVisibility(input));
    expect(generateSpecialConfig(input).showLaunchpad).toBe(false);
  });

  it('logs an error and falls back to an empty special config, never throwing', () => {
    const consoleError = expectConsoleErrors();
    const broken = {
      site: main,
      isLoggedIn: true,
      // A compliance list that is not a list breaks the rule's `includes`.
      complianceMenuList: 42,
      variant: { testnet: true },
    } as unknown as VisibilityInput;

    const visibility = generateSpecialConfig(broken);

    // Nothing special applied: no testnet, no compliance hiding; the sub-site's rules for a logged-in user.
    expect(visibility).toEqual(resolveVisibility({ site: main, isLoggedIn: true }));
    expect(visibility.showDemoTrade).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[site-chrome] Special config: could not be generated for sub-site "main"'),
      expect.any(TypeError),
    );
  });
});
