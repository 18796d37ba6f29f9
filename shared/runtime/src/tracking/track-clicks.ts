import type { MouseEvent } from 'react';
import { logErrorOnce } from '../logging/logger';

/** Which part of the chrome a click happened in. */
export type ChromePart = 'header' | 'announcement-bar' | 'footer' | 'search';

/** What a host's `onTrack` receives for every click on a button or link of the chrome (header spec section 7). */
export interface ChromeTrackEvent {
  type: 'click';
  part: ChromePart;
  /**
   * A stable name for the control: its `data-track` id where it has one (`login`, `menu`, `nav:futures`),
   * else its accessible name.
   */
  control: string;
  kind: 'button' | 'link';
  /** The link's target, for links. */
  href?: string;
}

const clickableSelector = 'a[href], button, [role="button"], [role="link"]';

/** The track event for a click, or undefined when it did not land on a button or link. */
export function trackEventFor(part: ChromePart, target: EventTarget | null): ChromeTrackEvent | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest<HTMLElement>(clickableSelector);
  if (!control) return undefined;
  const name =
    control.dataset.track ??
    control.getAttribute('aria-label') ??
    (control.textContent ?? '').replace(/\s+/g, ' ').trim();
  const isLink = control.matches('a[href], [role="link"]');
  const href = control.getAttribute('href');
  return {
    type: 'click',
    part,
    control: name,
    kind: isLink ? 'link' : 'button',
    ...(isLink && href ? { href } : {}),
  };
}

/**
 * A click handler for a part's root (use it as `onClickCapture`): every click on a button or link in the
 * part, its portals included (React events bubble through them), is reported to the host's `onTrack`.
 * A throwing host callback is logged once and never stops the click.
 */
export function createClickTracker(
  part: ChromePart,
  onTrack: ((event: ChromeTrackEvent) => void) | undefined,
) {
  return (event: MouseEvent) => {
    if (!onTrack) return;
    const trackEvent = trackEventFor(part, event.target);
    if (!trackEvent) return;
    try {
      onTrack(trackEvent);
    } catch (error) {
      logErrorOnce(`${part}:onTrack`, part, 'the host’s onTrack callback threw; the click goes on', error);
    }
  };
}
