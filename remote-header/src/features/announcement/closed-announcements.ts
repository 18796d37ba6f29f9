import { readStoredJson, writeStoredJson } from '@site-chrome/runtime';
import { useCallback, useState } from 'react';

/** The local storage key of dismissed announcement ids (footer spec 9). */
export const closedAnnouncementsKey = 'global-notice';

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** The stored ids; a damaged entry in the list is dropped, not the reader's other dismissals. */
export function readClosedAnnouncementIds(): string[] {
  const stored = readStoredJson(closedAnnouncementsKey, isList) ?? [];
  return stored.filter((item): item is string => typeof item === 'string' && item !== '');
}

/** Ids the reader dismissed; a dismissed announcement stays hidden on every page and visit. */
export function useClosedAnnouncements(): [ReadonlySet<string>, (contentId: string) => void] {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set(readClosedAnnouncementIds()));
  const close = useCallback((contentId: string) => {
    const stored = readClosedAnnouncementIds();
    if (!stored.includes(contentId)) writeStoredJson(closedAnnouncementsKey, [...stored, contentId]);
    // Hidden at once even when storage refuses the write.
    setClosed((previous) => new Set([...previous, contentId]));
  }, []);
  return [closed, close];
}
