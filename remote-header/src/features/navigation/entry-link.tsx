import { useChromeStore } from '@site-chrome/runtime';
import styled from 'styled-components';
import type { NavigationEntry } from './navigation-model';

export const NavigationLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accent};
  }

  img {
    height: 24px;
    width: auto;
  }
`;

/** A menu item that is a link: a new window for external ones, `aria-current` on the page it leads to. */
export function EntryLink({
  entry,
  current,
}: {
  entry: NavigationEntry;
  /** True on the page this link leads to. */
  current: boolean;
}) {
  const theme = useChromeStore((state) => state.theme);
  const image =
    theme === 'dark' ? entry.image.dark || entry.image.light : entry.image.light || entry.image.dark;
  const isExternal = entry.target === '_blank';
  return (
    <NavigationLink
      data-track={`nav:${entry.code || entry.key}`}
      href={entry.href}
      target={isExternal ? '_blank' : undefined}
      rel={isExternal ? 'noopener noreferrer' : undefined}
      aria-current={current ? 'page' : undefined}
    >
      {/* An item may be an image alone; its label is then the image's text alternative. */}
      {entry.imageOnly && image ? <img src={image} alt={entry.label} /> : entry.label}
    </NavigationLink>
  );
}
