import { useChromeStore } from '@site-chrome/runtime';
import { NavigationLink } from '../../ui/navigation-link';
import type { NavigationEntry } from './navigation-model';

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
