import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  listField,
  numericEnumField,
  safeLinkSchema,
  textField,
} from '@site-chrome/runtime/schemas';

/** Badge kinds: 1 custom image, 2 green background, 3 fire, 4 live image, 5 VIP tag. */
export const menuTagType = { customImage: 1, greenBackground: 2, fire: 3, liveImage: 4, vip: 5 } as const;
/** 1 internal link; 2 external link, opened in a new window. */
const menuJumpType = { internal: 1, external: 2 } as const;
/** 1 vertical, 2 horizontal. */
const menuShowMode = { vertical: 1, horizontal: 2 } as const;
/** 1 all platforms, 2 web only, 3 H5 (phone) only. */
export const menuPlatformType = { all: 1, web: 2, h5: 3 } as const;

/**
 * A badge on a menu item. A tag whose type is not one of the five known kinds cannot be drawn, so it is
 * skipped with a warning; every other field falls back to ''.
 */
const menuTagSchema = z.object({
  type: z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.transform(Number))]),
    z.literal([1, 2, 3, 4, 5]),
  ),
  light_icon: safeLinkSchema,
  dark_icon: safeLinkSchema,
  code: textField(),
  word: textField(),
});

export type MenuTag = z.infer<typeof menuTagSchema>;

/** Every field of a server menu item except its children; malformed values fall back to defaults. */
const menuItemFieldsSchema = z.object({
  code: textField(),
  title: textField(),
  title_key: textField(),
  desc: textField(),
  desc_key: textField(),
  light_image: safeLinkSchema,
  dark_image: safeLinkSchema,
  light_icon: safeLinkSchema,
  dark_icon: safeLinkSchema,
  jump_type: numericEnumField([1, 2], menuJumpType.internal),
  hidden: booleanField(),
  jump_url: safeLinkSchema,
  show_mode: numericEnumField([1, 2], menuShowMode.vertical),
  platform_type: numericEnumField([1, 2, 3], menuPlatformType.all),
  tags: listField(menuTagSchema, 'menu tag'),
});

export type MenuItem = z.infer<typeof menuItemFieldsSchema> & {
  /** Derived from jump_type: external links open in a new window. */
  target: '_blank' | '_self';
  children: MenuItem[];
};

/**
 * A server menu item with its children, recursively. Only a value that is not an object fails here; the
 * placement, title and compliance rules need context and live in `parseMenu`.
 */
const menuItemWithChildrenSchema = z.extend(menuItemFieldsSchema, {
  children: z.lazy(() => listField(menuItemSchema, 'menu item')),
});

export const menuItemSchema: z.ZodMiniType<MenuItem> = z.pipe(
  menuItemWithChildrenSchema,
  z.transform((item: z.output<typeof menuItemWithChildrenSchema>): MenuItem => ({
    ...item,
    target: item.jump_type === menuJumpType.external ? '_blank' : '_self',
  })),
);
