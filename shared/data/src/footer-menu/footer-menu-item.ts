import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  isSuccessEnvelope,
  limitNesting,
  listField,
  parseList,
  readEnvelopeList,
  requiredTextField,
  safeLinkSchema,
  textField,
} from '@site-chrome/runtime/schemas';

/**
 * Fields of one footer entry except its children. Raw: `{ text, code?, link, target, collectParams, hidden,
 * plainText, children }`. `code` is our addition: the compliance key that may hide the entry (footer spec,
 * section 6). An entry without text cannot be drawn and is skipped.
 */
const footerMenuItemFieldsSchema = z.object({
  text: requiredTextField,
  code: textField(),
  link: safeLinkSchema,
  target: z.catch(z.enum(['_blank', '_self']), '_self'),
  /** Append the page's tracking query to the link. */
  collectParams: booleanField(),
  hidden: booleanField(),
  /** Render as text, not as a link (regulatory lines, column headings). */
  plainText: booleanField(),
});

export type FooterMenuItem = z.infer<typeof footerMenuItemFieldsSchema> & { children: FooterMenuItem[] };

/** A footer entry with its children, recursively; bad children are skipped with their own warning. */
export const footerMenuItemSchema: z.ZodMiniType<FooterMenuItem> = z.extend(footerMenuItemFieldsSchema, {
  children: z.lazy(() => listField(footerMenuItemSchema, 'footer menu item')),
});

/** Columns and their links are two levels; one more is tolerated, deeper is cut. */
const maximumFooterMenuDepth = 3;

/** Footer columns from `{ code: 0, data: { list } }`. */
export function parseFooterMenuResponse(raw: unknown): FooterMenuItem[] {
  if (!isSuccessEnvelope(raw)) return [];
  const list = limitNesting(readEnvelopeList(raw), maximumFooterMenuDepth, 'footer menu item');
  return parseList(footerMenuItemSchema, list, 'footer menu item');
}
