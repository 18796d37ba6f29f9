import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  resetApiClient,
  i18n,
  loadLanguage,
  resetLoggedErrors,
  initialSettingsState,
  initialSiteState,
} from '@site-chrome/runtime/testing';
import { defaultLanguage, type Language, chromeQueryClient, chromeStore } from '@site-chrome/runtime';

/**
 * Puts the page back as a fresh page load would find it: default store values (actions kept),
 * no cached server data, no remembered "already logged" errors, the API client on its defaults.
 */
export function resetChromePage(): void {
  chromeStore.setState({ ...initialSiteState, ...initialSettingsState, lastHostValues: {} });
  // Exposed components always use the page's one QueryClient, so its cache is emptied too.
  chromeQueryClient.clear();
  resetLoggedErrors();
  resetApiClient();
  // Back to English at once: a test that follows a German one must not start with German names.
  void loadLanguage(defaultLanguage);
  void i18n.changeLanguage(defaultLanguage);
}

/**
 * Resolves once the page shows `language` (its strings fetched and switched to), with React's updates
 * inside act. Await it after rendering in another language, before asserting.
 */
export async function languageLoaded(language: Language): Promise<void> {
  await act(() => loadLanguage(language));
}

export interface RenderWithChromeResult extends RenderResult {
  /** The fresh client wrapped around `ui` (retry off), for components that read react-query themselves. */
  queryClient: QueryClient;
}

/**
 * Renders `ui` on a freshly reset page inside a fresh QueryClient with `retry: false`.
 * Exposed components (Header, Footer, ...) bring their own providers and read the page store.
 */
export function renderWithChrome(
  ui: ReactElement,
  options: Omit<RenderOptions, 'wrapper'> = {},
): RenderWithChromeResult {
  resetChromePage();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...render(ui, { ...options, wrapper }), queryClient };
}
