import * as z from '@site-chrome/runtime/schema-kit';
import {
  describeItem,
  isPlainObject,
  readEnvelopeData,
  requiredTextField,
  safeLinkSchema,
  warnSkippedItem,
} from '@site-chrome/runtime/schemas';

/** The page keys announcements are filed under: `index` for /, `wallet` for /myaccount pages. */
const announcementPageKeys = ['index', 'wallet'] as const;
export type AnnouncementPageKey = (typeof announcementPageKeys)[number];

/** One announcement; without an id or text it cannot be shown or dismissed, so it is skipped. */
const announcementSchema = z.object({
  content_id: requiredTextField,
  content: requiredTextField,
  link: safeLinkSchema,
});

type Announcement = z.infer<typeof announcementSchema>;
export type Announcements = Partial<Record<AnnouncementPageKey, Announcement>>;

/** Announcements from `{ code: 0, data: { index?, wallet? } }`; other keys are ignored. */
export function parseAnnouncementsResponse(raw: unknown): Announcements {
  const data = readEnvelopeData(raw);
  const announcements: Announcements = {};
  if (!isPlainObject(data)) return announcements;
  announcementPageKeys.forEach((pageKey, index) => {
    const value = data[pageKey];
    if (value === undefined || value === null) return;
    const result = announcementSchema.safeParse(value);
    if (result.success) announcements[pageKey] = result.data;
    else
      warnSkippedItem(`${pageKey} announcement`, describeItem(value, index), 'needs content_id and content');
  });
  return announcements;
}
