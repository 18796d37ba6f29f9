import { expectConsoleErrors } from '@site-chrome/dev/testing';
import type * as FallbackModule from './fallback';
import { isRemoteUnavailable, remoteUnavailable, reportFallback, settleLoad } from './fallback';

describe('settleLoad', () => {
  it('turns a value into ready, and logs nothing', async () => {
    await expect(settleLoad('the drawer', Promise.resolve('drawer'))).resolves.toEqual({
      status: 'ready',
      value: 'drawer',
    });
  });

  it('turns a failure into unavailable with a one-line reason, said once in the fallback wording', async () => {
    const consoleError = expectConsoleErrors();
    const failing = () => Promise.reject(new Error('Loading chunk 12 failed.'));

    const first = await settleLoad("the header's market panel", failing());
    const second = await settleLoad("the header's market panel", failing());

    expect(first).toEqual({ status: 'unavailable', reason: 'Loading chunk 12 failed.' });
    expect(second).toEqual(first);
    expect(consoleError.mock.calls).toEqual([
      [
        "[site-chrome] the header's market panel could not be loaded; showing its fallback. Reason: Loading chunk 12 failed.",
      ],
    ]);
  });

  it('words the reason with the caller’s reasonOf', async () => {
    const consoleError = expectConsoleErrors();
    const outcome = await settleLoad('the drawer', Promise.reject(new Error('a\nb')), () => 'one line');
    expect(outcome).toEqual({ status: 'unavailable', reason: 'one line' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('the page-wide record of what was said', () => {
  it('is shared by every copy of the module on the page (the runtime plugins bundle one of their own)', async () => {
    const consoleError = expectConsoleErrors();
    let copy: typeof FallbackModule | undefined;
    await jest.isolateModulesAsync(async () => {
      copy = await import('./fallback');
    });

    reportFallback('remote "footer/Footer"', 'answered 404');
    copy!.reportFallback('remote "footer/Footer"', 'answered 404');

    expect(copy!.reportFallback).not.toBe(reportFallback);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('remoteUnavailable', () => {
  it('is the value the federation runtime resolves to, and is said once per remote and reason', () => {
    const consoleError = expectConsoleErrors();

    const header = remoteUnavailable('header/Header', 'manifest answered 503, and again on retry');
    const bar = remoteUnavailable('header/AnnouncementBar', 'manifest answered 503, and again on retry');
    const footer = remoteUnavailable('footer/Footer', 'manifest answered 503, and again on retry');

    expect(isRemoteUnavailable(header)).toBe(true);
    expect(bar).toEqual({
      remoteUnavailable: true,
      id: 'header/AnnouncementBar',
      reason: 'manifest answered 503, and again on retry',
    });
    expect(isRemoteUnavailable(footer)).toBe(true);
    expect(isRemoteUnavailable({ default: () => null })).toBe(false);
    expect(isRemoteUnavailable(null)).toBe(false);
    expect(consoleError.mock.calls).toEqual([
      [
        '[site-chrome] remote "header/Header" could not be loaded; showing its fallback. Reason: manifest answered 503, and again on retry',
      ],
      [
        '[site-chrome] remote "footer/Footer" could not be loaded; showing its fallback. Reason: manifest answered 503, and again on retry',
      ],
    ]);
  });
});
