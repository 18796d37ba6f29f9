import {
  ChromeRoot,
  createClickTracker,
  type ExposedComponentProps,
  useChromeStore,
  useTranslation,
} from '@site-chrome/runtime';
import { IconButton } from '@site-chrome/runtime/ui';
import { useMemo } from 'react';
import { announcementPageKey, useAnnouncements } from '@site-chrome/data/announcements';
import { useSitePaths } from '@site-chrome/data/common-data';
import styled from 'styled-components';
import { headerNamespace } from '../../i18n/header-translations';
import { useClosedAnnouncements } from './closed-announcements';
import { ScrollingText } from './scrolling-text';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.announcementHeight};
  padding-inline: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};

  [dir='rtl'] & {
    --inline-sign: 1;
  }

  a {
    color: ${({ theme }) => theme.colors.accent};
    white-space: nowrap;
  }
`;

/** Holds the bar's height while its data loads, so the page below does not jump when it arrives. */
const ReservedSpace = styled.div`
  min-height: ${({ theme }) => theme.layout.announcementHeight};
`;

/** The global announcement for this page, until the reader closes it. */
export function AnnouncementBarContent({ props }: ExposedComponentProps) {
  const { t } = useTranslation(headerNamespace);
  const trackClick = useMemo(() => createClickTracker('announcement-bar', props.onTrack), [props.onTrack]);
  const path = useChromeStore((state) => state.path);
  const { data: announcements, isPending } = useAnnouncements();
  const [closed, close] = useClosedAnnouncements();
  const { linkTo } = useSitePaths();

  const pageKey = announcementPageKey(path);
  if (pageKey && isPending) return <ReservedSpace aria-hidden="true" />;
  const announcement = pageKey ? announcements?.[pageKey] : undefined;
  if (!announcement || closed.has(announcement.content_id)) return null;

  return (
    <ChromeRoot as="section" aria-label={t('announcement.region')} onClickCapture={trackClick}>
      <Bar>
        <ScrollingText>{announcement.content}</ScrollingText>
        {announcement.link ? (
          <a
            data-track="announcement-details"
            // Safe by the schema's link rule; an in-site path gets the reader's language prefix.
            href={announcement.link.startsWith('/') ? linkTo(announcement.link) : announcement.link}
          >
            {t('announcement.readMore')}
          </a>
        ) : null}
        <IconButton
          data-track="announcement-close"
          type="button"
          aria-label={t('announcement.close')}
          onClick={() => close(announcement.content_id)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
          </svg>
        </IconButton>
      </Bar>
    </ChromeRoot>
  );
}
