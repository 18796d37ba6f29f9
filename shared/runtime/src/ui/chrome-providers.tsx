import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18n, loadLanguage } from '../i18n/i18n-instance';
import { chromeQueryClient } from '../query/query-client';
import { useChromeScope } from '../scope/chrome-scope';
import { useChromeStore } from '../store/chrome-store';
import { useMarketDisplay } from '../store/use-market-display';
import { themeTokens } from '../theme/tokens';

/**
 * Everything a remote needs around it: the page's one query client (a server's: the request's), one i18n instance and the theme
 * tokens of the current theme and rise colour. Each exposed component wraps itself in this, so it works the same in
 * a React host, a plain page or alone.
 */
export function ChromeProviders({ children }: { children: ReactNode }) {
  const theme = useChromeStore((state) => state.theme);
  const language = useChromeStore((state) => state.language);
  const { riseColour } = useMarketDisplay();
  const tokens = useMemo(() => themeTokens(theme, riseColour), [theme, riseColour]);
  // A server render's own client and i18n instance; in the browser, the page's.
  const scope = useChromeScope();

  // Runs even when i18n is already on this language: a remote mounted later may bring a namespace that
  // still needs this language's strings. Loads are shared and cached, and a failure leaves English.
  useEffect(() => {
    void loadLanguage(language);
  }, [language]);

  return (
    <QueryClientProvider client={scope?.queryClient ?? chromeQueryClient}>
      <I18nextProvider i18n={scope?.i18n ?? i18n}>
        <ThemeProvider theme={tokens}>{children}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
