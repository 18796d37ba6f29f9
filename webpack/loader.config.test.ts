/** @jest-environment node */
import { loaderAllowedOriginsVariable, loaderRemotesVariable, loaderSettings } from './loader.config';

describe('given no build variables', () => {
  it('builds the loader for the local layout, with no name of a host built in', () => {
    const settings = loaderSettings({});

    expect(settings).toEqual({
      remotes: {
        header: 'mf-manifest.json',
        footer: '//{hostname}:3002/mf-manifest.json',
        search: '//{hostname}:3003/mf-manifest.json',
      },
      allowedOrigins: [],
    });
    expect(JSON.stringify(settings)).not.toContain('localhost');
  });
});

describe('given a deployment\u2019s variables', () => {
  it('takes the remotes it names and the allowed origins, and keeps the rest of the local layout', () => {
    const settings = loaderSettings({
      [loaderRemotesVariable]: '{"footer":"https://chrome.example.com/footer/mf-manifest.json"}',
      [loaderAllowedOriginsVariable]: 'https://preview.chrome.example.com, https://qa.chrome.example.com',
    });

    expect(settings.remotes.footer).toBe('https://chrome.example.com/footer/mf-manifest.json');
    expect(settings.remotes.header).toBe('mf-manifest.json');
    expect(settings.allowedOrigins).toEqual([
      'https://preview.chrome.example.com',
      'https://qa.chrome.example.com',
    ]);
  });

  it('refuses a remote the site chrome does not have, naming the variable', () => {
    expect(() =>
      loaderSettings({ [loaderRemotesVariable]: '{"sidebar":"https://x.example/mf-manifest.json"}' }),
    ).toThrow(`${loaderRemotesVariable}: "sidebar" must be one of header, footer, search, with a URL.`);
  });
});
