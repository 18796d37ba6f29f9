import { IconButton, VisuallyHidden } from '@site-chrome/runtime/ui';
import { useChromeStore, useHostCallbacks, useTranslation } from '@site-chrome/runtime';
import { useId } from 'react';

/**
 * Switches light/dark for the whole page chrome through the shared store, then tells the host the user chose
 * a theme (e.g. to persist it).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { onThemeChange } = useHostCallbacks();
  const theme = useChromeStore((state) => state.theme);
  const toggleTheme = useChromeStore((state) => state.toggleTheme);
  const descriptionId = useId();

  return (
    <IconButton
      data-track="theme"
      type="button"
      aria-label={t('theme')}
      aria-describedby={descriptionId}
      onClick={() => {
        const theme = toggleTheme();
        onThemeChange?.(theme);
      }}
    >
      <VisuallyHidden id={descriptionId}>
        {theme === 'dark' ? t('switchToLight') : t('switchToDark')}
      </VisuallyHidden>
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <path
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
      />
    </svg>
  );
}
