import { iconUrl } from '@site-chrome/runtime/schemas';
import type { Theme } from '@site-chrome/rules/settings';
import type { MenuTag as MenuTagData } from '@site-chrome/data/header-menu';
import { menuTagType } from '@site-chrome/data/header-menu';
import styled, { css } from 'styled-components';

// Badge colours meet WCAG AA (4.5:1) for 12 px text: the theme's rise and fall colours are tuned for
// price digits on their own background, and are too light for white text or small red words.
const badgeColours = {
  light: { green: '#0b7a4e', red: '#c4283c' },
  dark: { green: '#0b7a4e', red: '#ff6b7d' },
} as const;

const Badge = styled.span<{ $kind: 'green' | 'fire' | 'live' | 'vip' | 'image' }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding-inline: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: 18px;
  white-space: nowrap;

  ${({ $kind, theme }) => {
    switch ($kind) {
      case 'green':
        return css`
          background: ${badgeColours[theme.name].green};
          color: #ffffff;
        `;
      case 'fire':
      case 'live':
        return css`
          color: ${badgeColours[theme.name].red};
        `;
      case 'vip':
        return css`
          background: #f0b90b;
          color: #1e1e1e;
        `;
      case 'image':
        return css`
          padding: 0;
        `;
    }
  }}

  img {
    height: 16px;
    width: auto;
  }
`;

const LiveDot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;

function FireIcon() {
  return (
    <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        d="M6 1c.4 1.9 2.9 3 2.9 5.6A2.9 2.9 0 0 1 6 9.5a2.9 2.9 0 0 1-2.9-2.9c0-1.2.6-2 1.3-2.6 0 1 .5 1.6 1.1 1.8C5.2 4.4 5.4 2.6 6 1Z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * A badge on a menu item, by type (header spec section 3): 1 custom image, 2 green background, 3 fire,
 * 4 live image, 5 VIP tag. Its text ("HOT", "New", "VIP", "20 USDT") comes from the server's `word`.
 */
export function MenuTag({ tag, theme }: { tag: MenuTagData; theme: Theme }) {
  // Badge images through the one image helper (quality 75, day number), as every icon.
  const image = iconUrl(theme === 'dark' ? tag.dark_icon || tag.light_icon : tag.light_icon || tag.dark_icon);
  switch (tag.type) {
    case menuTagType.customImage:
      return image ? (
        <Badge $kind="image">
          <img src={image} alt={tag.word} loading="lazy" />
        </Badge>
      ) : (
        <Badge $kind="green">{tag.word}</Badge>
      );
    case menuTagType.greenBackground:
      return <Badge $kind="green">{tag.word}</Badge>;
    case menuTagType.fire:
      return (
        <Badge $kind="fire">
          <FireIcon />
          {tag.word}
        </Badge>
      );
    case menuTagType.liveImage:
      return (
        <Badge $kind="live">
          {image ? <img src={image} alt="" loading="lazy" /> : <LiveDot aria-hidden="true" />}
          {tag.word}
        </Badge>
      );
    case menuTagType.vip:
      return <Badge $kind="vip">{tag.word}</Badge>;
  }
}
