import * as z from '@site-chrome/runtime/schema-kit';
import {
  booleanField,
  isPlainObject,
  numberField,
  parseEnvelopeList,
  readField,
  requiredTextField,
  safeLinkSchema,
  textField,
} from '@site-chrome/runtime/schemas';

/** The three notice groups of the bell, sent as the `type` query of the notice call. */
export const notificationTabs = ['platform', 'trade', 'markets'] as const;
export type NotificationTab = (typeof notificationTabs)[number];

/** Status code -> icon: 0 warning, 1 success, 2 progress, 99 error. */
const notificationStatusIcons = { 0: 'warning', 1: 'success', 2: 'progress', 99: 'error' } as const;
export type NotificationStatusIcon = (typeof notificationStatusIcons)[keyof typeof notificationStatusIcons];

/** Icon for a status code, or undefined for a code the spec does not list. */
export function notificationStatusIcon(status: number | null): NotificationStatusIcon | undefined {
  return status !== null && Object.hasOwn(notificationStatusIcons, status)
    ? notificationStatusIcons[status as keyof typeof notificationStatusIcons]
    : undefined;
}

const defaultExtras = () => notificationExtrasSchema.parse({});

/** Where a notice leads. Links are blank when isAllowHref is false (the caller applies that rule). */
const notificationExtrasSchema = z.object({
  url: safeLinkSchema,
  web_url: safeLinkSchema,
  notice_content: textField(),
  startup_id: textField(),
  market: textField(),
  stream_id: textField(),
  contract: textField(),
  settle_asset: textField('USDT'),
  // Absent means the server did not forbid the link; an explicit false/0 blanks it.
  isAllowHref: booleanField(true),
});

/**
 * One notice. Raw: `{ msg_id, title, content, send_timest (seconds), type, template_id, status?,
 * extras: {...}, template_args: { key: value } }`. A notice without msg_id is skipped.
 */
export const notificationSchema = z.object({
  msg_id: requiredTextField,
  title: textField(),
  content: textField(),
  send_timest: numberField(),
  type: textField(),
  template_id: textField(),
  status: readField((status): number | null =>
    typeof status === 'number' && Number.isFinite(status) ? status : null,
  ),
  extras: readField((extras) =>
    isPlainObject(extras) ? notificationExtrasSchema.parse(extras) : defaultExtras(),
  ),
  template_args: readField((args): Record<string, string> => {
    // A null prototype, so an argument named "__proto__" stays an argument.
    const texts = Object.create(null) as Record<string, string>;
    if (!isPlainObject(args)) return texts;
    for (const [key, value] of Object.entries(args)) {
      if (typeof value === 'string' || typeof value === 'number') texts[key] = String(value);
    }
    return texts;
  }),
});

export type Notification = z.infer<typeof notificationSchema>;

/** Notices from `{ code: 0, data: { list } }`. */
export function parseNotificationsResponse(raw: unknown): Notification[] {
  return parseEnvelopeList(notificationSchema, raw, 'notification');
}
