import { isPlainObject } from './coercion';
import { describeItem, warnSkippedItem } from './parse-list';

/**
 * Menus are recursive (`children`), and a recursive schema walks a recursive answer with the call stack:
 * about a thousand levels overflow it and throw, and long before that each level costs time on the main
 * thread. No menu the chrome draws is deeper than three levels, so children below `maximumDepth` are cut
 * off before parsing, with one warning naming the item that lost them.
 *
 * Only the items on the way to a cut are copied; the recursion here stops at `maximumDepth`, so it is
 * bounded whatever the answer holds.
 */
export function limitNesting(list: unknown, maximumDepth: number, label: string): unknown {
  return prune(list, 1, maximumDepth, label);
}

function prune(list: unknown, depth: number, maximumDepth: number, label: string): unknown {
  if (!Array.isArray(list)) return list;
  let copy: unknown[] | undefined;
  list.forEach((item: unknown, index) => {
    if (!isPlainObject(item) || !Array.isArray(item.children) || item.children.length === 0) return;
    let children: unknown;
    if (depth >= maximumDepth) {
      warnSkippedItem(
        `${label} children`,
        describeItem(item, index),
        `nested deeper than ${maximumDepth} levels`,
      );
      children = [];
    } else {
      children = prune(item.children, depth + 1, maximumDepth, label);
      if (children === item.children) return;
    }
    copy ??= [...list];
    copy[index] = { ...item, children };
  });
  return copy ?? list;
}
