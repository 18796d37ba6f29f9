import { readStoredJson, useClientRender, writeStoredJson } from '@site-chrome/runtime';
import { useCallback, useMemo, useState } from 'react';

/** The local storage key of dismissed announcement ids (footer spec 9). */
export const closedAnnouncementsKey = 'global-notice';

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

/** The stored ids; a damaged entry in the list is dropped, not the reader's other dismissals. */
export function readClosedAnnouncementIds(): string[] {
  const stored = readStoredJson(closedAnnouncementsKey, isList) ?? [];
  return stored.filter((item): item is string => typeof item === 'string' && item !== '');
}

const noIds: readonly string[] = [];

/**
 * Ids the reader dismissed; a dismissed announcement stays hidden on every page and visit. Storage is the
 * browser's: a server render and its hydration show the bar, which goes right after hydration if dismissed.
 */
export function useClosedAnnouncements(): [ReadonlySet<string>, (contentId: string) => void] {
  const client = useClientRender();
  const stored = useMemo(() => (client ? readClosedAnnouncementIds() : noIds), [client]);
  const [closedHere, setClosedHere] = useState(noIds);
  const closed = useMemo(() => new Set([...stored, ...closedHere]), [stored, closedHere]);
  const close = useCallback((contentId: string) => {
    const storedNow = readClosedAnnouncementIds();
    if (!storedNow.includes(contentId)) writeStoredJson(closedAnnouncementsKey, [...storedNow, contentId]);
    // Hidden at once even when storage refuses the write.
    setClosedHere((previous) => [...previous, contentId]);
  }, []);
  return [closed, close];
}
