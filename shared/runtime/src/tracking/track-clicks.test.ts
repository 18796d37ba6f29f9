import type { MouseEvent } from 'react';
import { createClickTracker, trackEventFor } from './track-clicks';
import { expectConsoleErrors } from '@site-chrome/dev/testing';

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

afterEach(() => document.body.replaceChildren());

describe('trackEventFor', () => {
  it('names a control by its data-track id first, and gives a link its target', () => {
    const host = element('<a data-track="login" href="/login"><span>Log In</span></a>');
    expect(trackEventFor('header', host.querySelector('span'))).toEqual({
      type: 'click',
      part: 'header',
      control: 'login',
      kind: 'link',
      href: '/login',
    });
  });

  it('falls back to the accessible label, then to the text', () => {
    const host = element('<button aria-label="Close announcement">×</button><button> Earn  more </button>');
    const [labelled, texted] = host.querySelectorAll('button');
    expect(trackEventFor('announcement-bar', labelled ?? null)).toMatchObject({
      control: 'Close announcement',
      kind: 'button',
    });
    expect(trackEventFor('header', texted ?? null)).toMatchObject({ control: 'Earn more', kind: 'button' });
  });

  it('ignores clicks that land on neither a button nor a link', () => {
    const host = element('<p>Plain text</p><a>no href</a>');
    expect(trackEventFor('header', host.querySelector('p'))).toBeUndefined();
    expect(trackEventFor('header', host.querySelector('a'))).toBeUndefined();
    expect(trackEventFor('header', null)).toBeUndefined();
  });
});

describe('createClickTracker', () => {
  const clickOn = (target: Element) => ({ target }) as unknown as MouseEvent;

  it('reports to the host and does nothing without a callback', () => {
    const onTrack = jest.fn();
    const button = element('<button data-track="theme">Theme</button>').querySelector('button') as Element;

    createClickTracker('header', onTrack)(clickOn(button));
    createClickTracker('header', undefined)(clickOn(button));

    expect(onTrack).toHaveBeenCalledTimes(1);
    expect(onTrack).toHaveBeenCalledWith(expect.objectContaining({ control: 'theme' }));
  });

  it('survives a host callback that throws, logging it once', () => {
    const error = expectConsoleErrors();
    const button = element('<button data-track="menu">Menu</button>').querySelector('button') as Element;
    const track = createClickTracker('header', () => {
      throw new Error('analytics down');
    });

    expect(() => track(clickOn(button))).not.toThrow();
    track(clickOn(button));

    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain('onTrack');
  });
});
