import styled from 'styled-components';
import discord from './icons/discord.svg';
import facebook from './icons/facebook.svg';
import instagram from './icons/instagram.svg';
import reddit from './icons/reddit.svg';
import telegram from './icons/telegram.svg';
import tiktok from './icons/tiktok.svg';
import x from './icons/x.svg';
import youtube from './icons/youtube.svg';

/** The exchange's accounts; each link is named after its network (ARCHITECTURE "Accessible names"). */
const networks = [
  { name: 'X', href: 'https://x.com/exchange', icon: x },
  { name: 'Telegram', href: 'https://t.me/exchange', icon: telegram },
  { name: 'Facebook', href: 'https://www.facebook.com/exchange', icon: facebook },
  { name: 'Instagram', href: 'https://www.instagram.com/exchange', icon: instagram },
  { name: 'YouTube', href: 'https://www.youtube.com/@exchange', icon: youtube },
  { name: 'Discord', href: 'https://discord.gg/exchange', icon: discord },
  { name: 'Reddit', href: 'https://www.reddit.com/r/exchange', icon: reddit },
  { name: 'TikTok', href: 'https://www.tiktok.com/@exchange', icon: tiktok },
] as const;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  /* The eight icons on one line on a 375 px phone (327 px inside the footer's margins): 8 x 36 px and 8 px
     gaps are 344 px, which left TikTok alone on a second line; 4 px gaps make 316 px. */
  @media (max-width: 413.9px) {
    gap: ${({ theme }) => theme.space.xs};
  }

  a {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
  }

  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.text};
  }

  /* The icon file is a mask over the text colour, so it follows the theme and the hover colour. */
  span {
    width: 18px;
    height: 18px;
    background-color: currentcolor;
    mask: var(--icon) center / contain no-repeat;
  }

  @media (forced-colors: active) {
    span {
      background-color: LinkText;
    }
  }
`;

/**
 * The exchange's social accounts as icon links in a list named "Social media". The icons (Simple Icons,
 * CC0) are SVG files served beside the footer's chunks: no path data in the footer's JavaScript.
 */
export function SocialLinks({ label }: { label: string }) {
  return (
    <List aria-label={label}>
      {networks.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer" aria-label={network.name}>
            <span aria-hidden="true" style={{ '--icon': `url("${network.icon}")` } as object} />
          </a>
        </li>
      ))}
    </List>
  );
}
