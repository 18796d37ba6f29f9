const candidates =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]';

/**
 * The elements Tab stops at inside `container`, in document order (no positive tab indexes are used here).
 * A Radix tab list is the stop for its tabs and hands focus to the selected one, so that tab stands for it.
 */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(candidates))
    .filter((element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]'))
    .map((element) =>
      element.getAttribute('role') === 'tablist'
        ? (element.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? element)
        : element,
    );
}
