import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import type { MenuTapState } from './ready-probe';

/** Where and how a visit's reader reaches for the header's first dropdown (issue 41's menu-open-ready). */
export interface MenuPointer {
  /** The trigger's centre in the viewport, read from an earlier visit of the page once loaded. */
  x: number;
  y: number;
  /** A mouse resting there (desktop), or a finger tapping (mobile). */
  input: 'mouse' | 'touch';
}

/** How often a reader on a phone taps a menu button that has not answered yet. */
const tapIntervalMs = 50;

/**
 * Puts the reader's pointer on the header's first dropdown trigger as the visit's document commits, and
 * returns how to stop. A mouse is moved there and rests: Chromium sends pointer events to whatever the page
 * draws under a resting pointer. (Moved before the navigation it is lost: the new document does not know
 * where the mouse is until it moves.) Until the document has seen it, it is moved again, by a pixel, every
 * 20 ms: a move sent as the document was being replaced can be lost. The probe records when the pointer
 * arrived against the first paint: a busy main thread can take it in late.
 *
 * A finger taps every 50 ms from the first frame the trigger is under it, until the menu answers (the
 * trigger says it is expanded, or its panel shows): another tap would close the menu again. No tap lands
 * before the trigger is there: a reader taps what they see, and a tap on whatever is drawn first at that
 * point (a fallback's link) would act on it. The time is stamped in the page (ready-probe.ts), so this
 * loop's own pace does not round it.
 */
export function placeMenuPointer(page: Page, pointer: MenuPointer): () => Promise<void> {
  let stopped = false;
  // Between documents (the navigation in flight) there is nothing to ask yet.
  const pointerSeen = () =>
    page.evaluate(() => window.__pageLoadProbe?.menuPointerMs != null).catch(() => false);
  const tapState = () =>
    page
      .evaluate(({ x, y }) => window.__pageLoadProbeMenuTapState?.(x, y) ?? 'wait', {
        x: pointer.x,
        y: pointer.y,
      })
      .catch((): MenuTapState => 'wait');
  const loop = async (step: (attempt: number) => Promise<'again' | 'done'>, everyMs: number) => {
    for (let attempt = 0; !stopped && !page.isClosed(); attempt++) {
      const started = Date.now();
      if ((await step(attempt)) === 'done') return;
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  };
  const running =
    pointer.input === 'mouse'
      ? loop(async (attempt) => {
          await page.mouse.move(pointer.x + (attempt % 2), pointer.y).catch(() => undefined);
          return (await pointerSeen()) ? 'done' : 'again';
        }, 20)
      : loop(async () => {
          const state = await tapState();
          if (state === 'answered') return 'done';
          if (state === 'tap') await page.touchscreen.tap(pointer.x, pointer.y).catch(() => undefined);
          return 'again';
        }, tapIntervalMs);
  return async () => {
    stopped = true;
    await running;
  };
}
