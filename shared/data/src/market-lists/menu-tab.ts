import * as z from '@site-chrome/runtime/schema-kit';
import {
  listField,
  parseEnvelopeList,
  readStoredList,
  requiredTextField,
  textField,
} from '@site-chrome/runtime/schemas';

/** A sub-tab of a market tab, e.g. `{ market: "USDT", title: "USDT" }` under spot. */
const menuSubTabSchema = z.object({
  market: requiredTextField,
  title: textField(),
});

/**
 * A choice of a market tab's side menu, e.g. `{ value: "Meme", title: "Meme" }` under memebox: `value` is
 * the category the rows carry, `title` its name in the page language. See docs/decisions/tab-menu-options.md.
 */
const menuTabOptionSchema = z.object({
  value: requiredTextField,
  title: textField(),
});

/**
 * A market tab of the header's market panel. Raw: `{ market: "trade" | "futures" | ..., title, sub: [...],
 * options: [...] }`. A tab without its market key cannot be selected and is skipped; `options` is absent
 * from most tabs and reads as an empty list.
 */
const menuTabSchema = z.object({
  market: requiredTextField,
  title: textField(),
  sub: listField(menuSubTabSchema, 'menu sub-tab'),
  options: listField(menuTabOptionSchema, 'menu tab option'),
});

export type MenuTab = z.infer<typeof menuTabSchema>;

/** Market tabs from `{ code: 0, data: { list } }`. */
export function parseMenuTabsResponse(raw: unknown): MenuTab[] {
  return parseEnvelopeList(menuTabSchema, raw, 'menu tab');
}

/** Stored market tabs read back through the tab schema; null when the copy is not a list. */
export function readStoredMenuTabs(stored: unknown): MenuTab[] | null {
  return readStoredList(menuTabSchema, stored, 'menu tab');
}
