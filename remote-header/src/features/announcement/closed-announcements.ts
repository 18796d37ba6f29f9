import { readStoredJson, writeStoredJson } from '@site-chrome/shared';
import { useCallback, useState } from 'react';

/** The local storage key of dismissed announcement ids (footer spec 9). */
export const closedAnnouncementsKey = 'global-notice';

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Ids the reader dismissed; a dismissed announcement stays hidden on every page and visit. */
export function useClosedAnnouncements(): [ReadonlySet<string>, (contentId: string) => void] {
  const [closed, setClosed] = useState<ReadonlySet<string>>(
    () => new Set(readStoredJson(closedAnnouncementsKey, isIdList) ?? []),
  );
  const close = useCallback((contentId: string) => {
    const stored = readStoredJson(closedAnnouncementsKey, isIdList) ?? [];
    if (!stored.includes(contentId)) writeStoredJson(closedAnnouncementsKey, [...stored, contentId]);
    // Hidden at once even when storage refuses the write.
    setClosed((previous) => new Set([...previous, contentId]));
  }, []);
  return [closed, close];
}
