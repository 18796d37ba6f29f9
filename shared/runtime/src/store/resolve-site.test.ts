import { findSite } from '@site-chrome/rules/sites';
import { resolveSite } from './resolve-site';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

describe('resolveSite', () => {
  it('accepts keys in any case and with surrounding spaces', () => {
    expect(resolveSite(' TR ').key).toBe('tr');
  });

  it('accepts numeric ids as numbers or text', () => {
    expect(resolveSite(106).key).toBe('eu');
    expect(resolveSite('232').key).toBe('us');
  });

  it('given an unknown sub-site, logs one clear error and falls back to main', () => {
    const errorSpy = expectConsoleErrors();

    const site = resolveSite('atlantis');

    expect(site.key).toBe('main');
    expect(errorSpy).toHaveBeenCalledTimes(1);
    expect(errorSpy.mock.calls[0]?.[0]).toContain('Unknown sub-site "atlantis"');
  });

  it('given an unknown numeric id, falls back to main', () => {
    const consoleError = expectConsoleErrors();
    expect(resolveSite(999).key).toBe('main');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('999');
  });

  it('findSite answers undefined instead of logging', () => {
    const errorSpy = expectConsoleErrors();
    expect(findSite('nowhere')).toBeUndefined();
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
