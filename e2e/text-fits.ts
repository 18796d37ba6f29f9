import type { Locator } from '@playwright/test';

interface TextFitOptions {
  /** Whether each piece of text must stay on one line (the header's bar), or may wrap (a panel, the drawer). */
  oneLine: boolean;
}

/**
 * What is wrong with the text drawn inside `root` (its visible text nodes), one line per problem, naming the
 * text; empty when every piece fits. Text does not fit when it:
 * - spills out of the box that holds it (the nearest element that is not inline), or that box is wider or
 *   taller inside than outside (its scrollWidth/scrollHeight beyond its clientWidth/clientHeight);
 * - is cut by an ancestor that hides its overflow. An ancestor that scrolls on that axis does not count: the
 *   navigation bar scrolls sideways on purpose (its arrows), and a reader scrolls to what it hides;
 * - is outside the window (sideways), unless such a scrolling ancestor holds it;
 * - overlaps another element's text (where both are drawn);
 * - takes more than one line, when `oneLine` says it must not;
 * - breaks a word across lines in a language that puts spaces between its words (Korean, Arabic, the
 *   Latin and Cyrillic ones), unless the word alone is wider than its box.
 * Measured once the animations that end have ended. Text cut on purpose, with `text-overflow: ellipsis` and the whole text in a `title` or `aria-label` on its
 * box or an ancestor, is allowed. Visually hidden text (the 1 px clipped screen-reader labels) is skipped.
 */
export function textThatDoesNotFit(root: Locator, { oneLine }: TextFitOptions): Promise<string[]> {
  return root.evaluate(async (rootElement, checkOneLine) => {
    // Measured at rest: a turning chevron or a panel still growing is wider than it will be. Not the
    // endless ones (the announcement's scrolling text).
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const tolerance = 1;
    const problems: string[] = [];
    const isInline = (element: Element) => ['inline', 'contents'].includes(getComputedStyle(element).display);
    const isVisuallyHidden = (element: Element) => {
      for (let at: Element | null = element; at && at !== rootElement.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        const rect = at.getBoundingClientRect();
        const clipped = style.clip !== 'auto' || (style.clipPath !== 'none' && style.clipPath !== '');
        if (clipped && rect.width <= tolerance && rect.height <= tolerance) return true;
      }
      return false;
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const cutsOnPurpose = (box: Element, text: string) => {
      if (getComputedStyle(box).textOverflow !== 'ellipsis') return false;
      for (let at: Element | null = box; at; at = at.parentElement) {
        const name = at.getAttribute('title') ?? at.getAttribute('aria-label');
        if (name?.includes(text)) return true;
      }
      return false;
    };
    const describe = (element: Element, text: string) => {
      const track = element.closest('[data-track]')?.getAttribute('data-track');
      return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}" (${element.tagName.toLowerCase()}${
        track ? `, in data-track=${track}` : ''
      })`;
    };

    const drawn: { element: Element; rect: DOMRect; name: string }[] = [];
    const walker = document.createTreeWalker(rootElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ');
      const element = node.parentElement;
      if (!text || !element) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (isVisuallyHidden(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const textRect = range.getBoundingClientRect();
      if (textRect.width === 0 || textRect.height === 0) continue;
      const name = describe(element, text);

      let box: Element = element;
      while (isInline(box) && box.parentElement) box = box.parentElement;
      const boxRect = box.getBoundingClientRect();
      const boxStyle = getComputedStyle(box);
      const onPurpose = cutsOnPurpose(box, text);
      if (
        !onPurpose &&
        (textRect.left < boxRect.left - tolerance ||
          textRect.right > boxRect.right + tolerance ||
          textRect.top < boxRect.top - tolerance ||
          textRect.bottom > boxRect.bottom + tolerance)
      ) {
        problems.push(`${name} spills out of its box`);
      }
      if (!onPurpose && !scrolls(boxStyle.overflowX) && box.scrollWidth > box.clientWidth + tolerance) {
        problems.push(`${name}: its box is ${box.scrollWidth} px wide inside, ${box.clientWidth} px outside`);
      }
      if (!onPurpose && !scrolls(boxStyle.overflowY) && box.scrollHeight > box.clientHeight + tolerance) {
        problems.push(
          `${name}: its box is ${box.scrollHeight} px tall inside, ${box.clientHeight} px outside`,
        );
      }

      // What the ancestors let show of it.
      const visible = {
        left: textRect.left,
        right: textRect.right,
        top: textRect.top,
        bottom: textRect.bottom,
      };
      let scrollsSideways = false;
      for (let at = box.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        const rect = at.getBoundingClientRect();
        if (style.overflowX !== 'visible') {
          const cut = textRect.left < rect.left - tolerance || textRect.right > rect.right + tolerance;
          if (scrolls(style.overflowX)) scrollsSideways = true;
          else if (cut && !onPurpose)
            problems.push(`${name} is cut at the side by its ${at.tagName.toLowerCase()}`);
          visible.left = Math.max(visible.left, rect.left);
          visible.right = Math.min(visible.right, rect.right);
        }
        if (style.overflowY !== 'visible') {
          const cut = textRect.top < rect.top - tolerance || textRect.bottom > rect.bottom + tolerance;
          if (!scrolls(style.overflowY) && cut)
            problems.push(`${name} is cut at the top or bottom by its ${at.tagName.toLowerCase()}`);
          visible.top = Math.max(visible.top, rect.top);
          visible.bottom = Math.min(visible.bottom, rect.bottom);
        }
      }
      if (
        !scrollsSideways &&
        (textRect.left < -tolerance || textRect.right > window.innerWidth + tolerance)
      ) {
        problems.push(
          `${name} is outside the window (${Math.round(textRect.left)} to ${Math.round(textRect.right)} px)`,
        );
      }
      const fontSize = Number.parseFloat(boxStyle.fontSize);
      // A word of a language that spaces its words is not split between two lines (Korean is, by default),
      // unless it is too wide for its box on its own. Japanese and Chinese break between any two characters.
      const language = element.closest('[lang]')?.getAttribute('lang') ?? '';
      const contentWidth =
        box.clientWidth - Number.parseFloat(boxStyle.paddingLeft) - Number.parseFloat(boxStyle.paddingRight);
      if (!/^(?:ja|zh)/.test(language)) {
        for (const word of node.textContent?.matchAll(/\S+/g) ?? []) {
          const wordRange = document.createRange();
          wordRange.setStart(node, word.index);
          wordRange.setEnd(node, word.index + word[0].length);
          const tops = [...wordRange.getClientRects()].map((rect) => rect.top);
          const width = wordRange.getBoundingClientRect().width;
          if (Math.max(...tops) - Math.min(...tops) > fontSize / 2 && width < contentWidth) {
            problems.push(`${name} breaks the word "${word[0]}" across two lines`);
          }
        }
      }
      if (checkOneLine && textRect.height > 2 * fontSize) {
        problems.push(`${name} wraps onto more than one line (${Math.round(textRect.height)} px tall)`);
      }
      if (visible.right - visible.left > tolerance && visible.bottom - visible.top > tolerance) {
        drawn.push({
          element,
          rect: new DOMRect(
            visible.left,
            visible.top,
            visible.right - visible.left,
            visible.bottom - visible.top,
          ),
          name,
        });
      }
    }

    drawn.forEach((first, index) => {
      for (const second of drawn.slice(index + 1)) {
        if (first.element.contains(second.element) || second.element.contains(first.element)) continue;
        const across =
          Math.min(first.rect.right, second.rect.right) - Math.max(first.rect.left, second.rect.left);
        const down =
          Math.min(first.rect.bottom, second.rect.bottom) - Math.max(first.rect.top, second.rect.top);
        if (across > tolerance && down > tolerance) problems.push(`${first.name} overlaps ${second.name}`);
      }
    });
    return problems;
  }, oneLine);
}
