import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

const ProfileLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: inherit;
  text-decoration: none;

  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

const Inert = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const avatarSize = 32;

const Avatar = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${avatarSize}px;
  height: ${avatarSize}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weightBold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface ProfileAvatarProps {
  name: string;
  /** User info's `user_avatar` (already a safe link), '' for none. */
  avatarUrl: string;
  /** The `avatar` header part; without it only the name shows. */
  showAvatar: boolean;
  /** `/myaccount/profile` with the prefix, or null where profile links are inert (testnet). */
  href: string | null;
  /** The name as the card shows it. */
  children: ReactNode;
}

/**
 * The avatar and the name, a link to the profile (header spec section 2: "/myaccount/profile (avatar link,
 * disabled on testnet)"). The picture is `user_avatar`; without one, or when it fails to load, the name's
 * first letter stands in. The picture is decorative: the link is named by the name beside it.
 */
export function ProfileAvatar({ name, avatarUrl, showAvatar, href, children }: ProfileAvatarProps) {
  const [failedUrl, setFailedUrl] = useState('');
  const picture = avatarUrl !== '' && avatarUrl !== failedUrl ? avatarUrl : '';
  const avatar = showAvatar ? (
    <Avatar aria-hidden="true" data-avatar={picture ? 'picture' : 'initial'}>
      {picture ? (
        <img
          src={picture}
          alt=""
          width={avatarSize}
          height={avatarSize}
          onError={() => setFailedUrl(picture)}
        />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </Avatar>
  ) : null;
  return href === null ? (
    <Inert>
      {avatar}
      {children}
    </Inert>
  ) : (
    <ProfileLink href={href} data-track="account:avatar">
      {avatar}
      {children}
    </ProfileLink>
  );
}
