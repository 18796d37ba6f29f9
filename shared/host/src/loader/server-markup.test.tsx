import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import {
  chromeQueryClient,
  createMount,
  defineExposedComponent,
  type MountFunction,
  type MountedChrome,
} from '@site-chrome/runtime';
import { renderChromeFragment, type ServerPart } from '@site-chrome/server';
import { expectConsoleErrors } from '@site-chrome/dev/testing';
import { deadlineMs } from '@site-chrome/rules/deadlines';
import { createSiteChrome } from './site-chrome-api';

/*
 * A page composed on a server (nginx SSI, docs/guides/server-rendered.md) has each part's fragment in its
 * slot before /loader.js runs. `siteChrome.mount` hands the slot to the part, which hydrates that markup; the
 * loader's own plain fallback never replaces it.
 */

function Content() {
  const [opened, setOpened] = useState(false);
  return (
    <header>
      <a href="/markets">Markets</a>
      <button type="button" onClick={() => setOpened(true)}>
        {opened ? 'Menu open' : 'Menu'}
      </button>
    </header>
  );
}
const TestHeader = defineExposedComponent('Header', Content);
const build = '1.0.0+test';
const serverPart: ServerPart = { name: 'Header', Component: TestHeader, serverQueries: () => [] };
const dataCache = { get: () => Promise.reject(new Error('no query is asked')), generation: () => 0 };

let consoleError: jest.SpyInstance;
let slot: HTMLElement;

/** The slot as the composed page has it: the header fragment the server rendered with these props. */
async function composedSlot(props: Record<string, unknown>): Promise<HTMLElement> {
  const rendered = await renderChromeFragment(serverPart, props, {
    build,
    preloads: [],
    dataCache,
    visitorCountry: 'XX',
  });
  if (!rendered.ok) throw new Error(rendered.message);
  const element = document.createElement('div');
  element.setAttribute('data-chrome-slot', 'Header');
  element.innerHTML = rendered.html;
  document.body.replaceChildren(element);
  return element;
}

beforeEach(async () => {
  consoleError = expectConsoleErrors();
  slot = await composedSlot({ language: 'en' });
});

afterEach(() => {
  document.body.replaceChildren();
  chromeQueryClient.clear();
});

/** A remote that arrives when the test says so. */
function deferredLoad() {
  let arrive: (mount: MountFunction | undefined) => void = () => undefined;
  const load = () => new Promise<MountFunction | undefined>((resolve) => (arrive = resolve));
  return { load, arrive: (mount: MountFunction | undefined) => arrive(mount) };
}

describe('given a slot holding the part’s server markup', () => {
  it('the part hydrates it: the server’s nodes stay, and they work', async () => {
    const serverButton = screen.getByRole('button', { name: 'Menu' });
    const serverLink = screen.getByRole('link', { name: 'Markets' });
    let mounted: MountedChrome | undefined;

    await act(async () => {
      mounted = createSiteChrome(() => Promise.resolve(createMount(TestHeader, 'Header', build))).mount(
        'header',
        slot,
        { language: 'en' },
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => {
      fireEvent.click(serverButton);
      expect(serverButton).toHaveTextContent('Menu open');
    });

    expect(screen.getByRole('button')).toBe(serverButton);
    expect(screen.getByRole('link', { name: 'Markets' })).toBe(serverLink);
    // No mismatch and nothing else was said.
    expect(consoleError).not.toHaveBeenCalled();
    act(() => mounted?.unmount());
    expect(slot).toBeEmptyDOMElement();
  });

  it('when the remote cannot be had, keeps the server markup (no plain fallback over it)', async () => {
    const serverLink = screen.getByRole('link', { name: 'Markets' });

    const handle = createSiteChrome(() => Promise.resolve(undefined)).mount('header', slot, {
      language: 'en',
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    handle.update({ language: 'de' });

    expect(within(slot).getByRole('link', { name: 'Markets' })).toBe(serverLink);
    expect(slot.querySelector('[data-fallback]')).toBeNull();
    handle.unmount();
    expect(slot).toBeEmptyDOMElement();
  });

  describe('and a remote slower than the fallback deadline', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the server markup past the deadline and hands it to the part when it arrives', async () => {
      const serverLink = screen.getByRole('link', { name: 'Markets' });
      const { load, arrive } = deferredLoad();
      const handedOver: (Element | null)[] = [];
      const mount: MountFunction = (element) => {
        handedOver.push(element.querySelector('[data-chrome-fragment="Header"]'));
        return { update: () => undefined, unmount: () => undefined };
      };

      createSiteChrome(load).mount('header', slot, { language: 'en' });
      jest.advanceTimersByTime(deadlineMs.fallback);

      expect(within(slot).getByRole('link', { name: 'Markets' })).toBe(serverLink);
      expect(slot.querySelector('[data-fallback]')).toBeNull();
      arrive(mount);
      await jest.runAllTimersAsync();
      expect(handedOver).toHaveLength(1);
      expect(handedOver[0]?.contains(serverLink)).toBe(true);
    });
  });
});

describe('given the markup of another part in the slot', () => {
  it('draws the part’s own fallback when its remote cannot be had', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    createSiteChrome(() => Promise.resolve(undefined)).mount('footer', slot, { language: 'en' });

    expect(await within(slot).findByRole('contentinfo')).toHaveAttribute('data-fallback', 'footer');
  });
});

/*
 * A slot whose include answered something that is not a fragment of ours: nginx SSI puts any 200 body in the
 * page (a CDN's or a WAF's error page). The loader empties it as the part is mounted, before the remote
 * comes: it is never hydrated, and never stays on the page.
 */
describe('given a slot holding something that is not the part’s fragment', () => {
  const wafPage =
    '<h1>Request blocked</h1><p>Your request matched rule 942100 (data-chrome-fragment="Header").</p>';
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    ['a WAF page sent with 200', () => wafPage],
    ['the part’s fragment with a WAF page after it', (fragment: string) => fragment + wafPage],
    [
      'the part’s fragment without its build',
      (fragment: string) => fragment.replace(/ data-chrome-build="[^"]*"/, ''),
    ],
    [
      'the part’s fragment and a script',
      (fragment: string) => `${fragment}<script>window.injected = 1</script>`,
    ],
  ])('empties %s at once, says so once, and the part renders afresh', async (_, slotHtml) => {
    slot.innerHTML = slotHtml(slot.innerHTML);
    const { load, arrive } = deferredLoad();

    createSiteChrome(load).mount('header', slot, { language: 'en' });

    expect(slot).toBeEmptyDOMElement();
    // Checked: the page's style (server-composed.html) kept the slot hidden until now.
    expect(slot).toHaveAttribute('data-chrome-checked');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[site-chrome] loader: "header" slot held something that is not its fragment; emptied it.',
    );
    await act(async () => {
      arrive(createMount(TestHeader, 'Header', build));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await within(slot).findByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(slot).not.toHaveTextContent('blocked');
    // The runtime found the slot empty: nothing more was said.
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('draws the part’s fallback there when its remote cannot be had', async () => {
    slot.innerHTML = wafPage;

    createSiteChrome(() => Promise.resolve(undefined)).mount('header', slot, { language: 'en' });

    expect(await within(slot).findByRole('banner')).toHaveAttribute('data-fallback', 'header');
    expect(slot).not.toHaveTextContent('blocked');
  });

  it('leaves a slot alone that holds only the white space and comments of a template', () => {
    slot.innerHTML = '\n  <!--# include virtual="/chrome-fragment/header/Header" stub="empty" -->\n';

    createSiteChrome(deferredLoad().load).mount('header', slot, { language: 'en' });

    expect(slot.childNodes).toHaveLength(3);
    expect(warn).not.toHaveBeenCalled();
  });
});
