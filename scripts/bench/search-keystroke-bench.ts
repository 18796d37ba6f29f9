import type { Page } from '@playwright/test';
import { measureAtEachCpuRate, median } from './chromium-bench';

/**
 * AggregatedSearch in Debian's Chromium over the served build, with the demo's `markets=10000`: for each
 * keystroke, the time from the key press to the frame that shows it (issue 11: at most 32 ms at 4x CPU
 * throttling), and, beside it, the time until the results for the new query are on screen (ranking
 * reads a deferred copy of the query, so the results may follow a frame or more later).
 */

const pagePath = '/?markets=10000';
/** Typed one key at a time, with a pause, as a person types; Backspaces included. */
const typed = [
  'b',
  'i',
  't',
  'c',
  'o',
  'i',
  'n',
  'Backspace',
  'Backspace',
  'Backspace',
  'Backspace',
  'u',
  's',
  'd',
  't',
];
const retyped = ['e', 't', 'h', 'Backspace', 'Backspace', 'Backspace', 'u'];

const searchKeystrokeTargets = { keystrokeToPaintMs: { 4: 32 } as Record<number, number> };

export interface SearchKeystrokeFigures {
  cpu: number;
  keystrokes: number;
  worstKeystrokeMs: number;
  medianKeystrokeMs: number;
  worstResultsMs: number;
  medianResultsMs: number;
  /** The longest Event Timing entry of a key interaction (rounded by the browser to 8 ms). */
  worstEventTimingMs: number;
}

interface KeyTiming {
  paintMs: number;
  resultsMs: number;
}

/** In the page: times every key press to its painted frame, and to the results that answer it. */
async function armKeystrokeStopwatch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window as unknown as { keyTimings: KeyTiming[]; eventDurations: number[] };
    state.keyTimings ??= [];
    state.eventDurations ??= [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name.startsWith('key')) state.eventDurations.push(entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    const field = document.querySelector<HTMLInputElement>('[role="dialog"] input[role="combobox"]')!;
    // The frame after `since`: a task queued from requestAnimationFrame runs after that frame's paint.
    const afterNextPaint = (done: () => void) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = done;
        channel.port2.postMessage(0);
      });
    field.addEventListener(
      'keydown',
      (event) => {
        const pressed = event.timeStamp;
        const timing = { paintMs: 0, resultsMs: 0 };
        state.keyTimings.push(timing);
        afterNextPaint(() => {
          timing.paintMs = performance.now() - pressed;
        });
        // The results answer the field's new value once the panel's data-query says so, then paint.
        const waitForResults = () => {
          const panel = document.querySelector('[role="dialog"] [data-query]');
          if (panel && panel.getAttribute('data-query') === field.value) {
            afterNextPaint(() => {
              timing.resultsMs = performance.now() - pressed;
            });
          } else requestAnimationFrame(waitForResults);
        };
        requestAnimationFrame(waitForResults);
      },
      true,
    );
  });
}

async function typeKeys(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await page.keyboard.press(key);
    // A person's pace: the results of one key have time to arrive before the next.
    await page.waitForTimeout(150);
  }
}

export function runSearchKeystrokeBench(): Promise<SearchKeystrokeFigures[]> {
  return measureAtEachCpuRate(pagePath, async (page, session, cpu): Promise<SearchKeystrokeFigures> => {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    // Hot searches are drawn from the spot list: once they show, the 10,000 markets are loaded.
    await dialog.getByRole('listbox', { name: 'Hot searches' }).waitFor();
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // The search indexes its lists in idle time once they arrive; a reader reading the hot searches gives
    // it that time. (A keystroke during it waits for it: reported separately as the first-keystroke case.)
    await page.waitForTimeout(2000);
    await armKeystrokeStopwatch(page);
    await typeKeys(page, typed);
    // The first Escape clears the field (the combobox pattern), the second closes the dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await dialog.getByRole('combobox', { name: 'Search' }).waitFor();
    await armKeystrokeStopwatch(page);
    await typeKeys(page, retyped);
    await page.waitForTimeout(300);
    const { keyTimings, eventDurations } = await page.evaluate(() => {
      const state = window as unknown as { keyTimings: KeyTiming[]; eventDurations: number[] };
      return { keyTimings: state.keyTimings, eventDurations: state.eventDurations };
    });
    const timings = keyTimings.filter((timing) => timing.paintMs > 0);
    const paints = timings.map((timing) => timing.paintMs);
    const results = timings.map((timing) => timing.resultsMs).filter((ms) => ms > 0);
    return {
      cpu,
      keystrokes: timings.length,
      worstKeystrokeMs: Math.max(...paints),
      medianKeystrokeMs: median(paints),
      worstResultsMs: Math.max(0, ...results),
      medianResultsMs: median(results),
      worstEventTimingMs: Math.max(0, ...eventDurations),
    };
  });
}

export function searchKeystrokeMisses(figures: readonly SearchKeystrokeFigures[]): string[] {
  return figures.flatMap((figure) => {
    const target = searchKeystrokeTargets.keystrokeToPaintMs[figure.cpu];
    return target !== undefined && figure.worstKeystrokeMs > target
      ? [
          `keystroke to paint at ${figure.cpu}x: worst ${figure.worstKeystrokeMs.toFixed(1)} ms > ${target} ms`,
        ]
      : [];
  });
}

if (require.main === module) {
  runSearchKeystrokeBench()
    .then((figures) => {
      console.table(figures);
      for (const miss of searchKeystrokeMisses(figures)) console.error(`missed: ${miss}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
