import { composeDemoPage } from './compose-demo-page';

const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

describe('composeDemoPage', () => {
  it('sends the head first, in the page language and direction, with the page style of its theme', () => {
    const { head } = composeDemoPage(template, {
      language: 'ar',
      theme: 'dark',
      parts: ['Header', 'Footer'],
    });
    expect(head).toMatch(/^<!doctype html><html lang="ar" dir="rtl"><head>/);
    expect(head).toContain('<script defer src=/main.js></script>');
    expect(head).toMatch(/body\{margin:0;background:#[0-9a-f]+/i);
    expect(head).toContain('[data-chrome-slot="Header"]:empty{min-block-size:65px}');
    expect(head).toMatch(/<\/head>$/);
  });

  it('puts each fragment in its slot in the page order, with the page root between header and footer', () => {
    const { body } = composeDemoPage(template, {
      language: 'en',
      theme: 'light',
      parts: ['Header', 'AnnouncementBar', 'Footer'],
    });
    expect(body({ Header: '<p>h</p>', AnnouncementBar: '<p>a</p>', Footer: '<p>f</p>' })).toBe(
      '<body><div data-chrome-slot="Header"><p>h</p></div><div data-chrome-slot="AnnouncementBar"><p>a</p></div>' +
        '<div id=root></div><div data-chrome-slot="Footer"><p>f</p></div></body></html>',
    );
  });

  it('leaves a slot empty for a fragment that did not come, and writes none for a part the page lacks', () => {
    const { body } = composeDemoPage(template, {
      language: 'en',
      theme: 'light',
      parts: ['Header', 'Footer'],
    });
    const html = body({ Footer: '<p>f</p>' });
    expect(html).toContain('<div data-chrome-slot="Header"></div>');
    expect(html).not.toContain('AnnouncementBar');
  });

  it('refuses a template it cannot compose', () => {
    expect(() => composeDemoPage('<html></html>', { language: 'en', theme: 'light', parts: [] })).toThrow(
      /no <\/head> or no #root/,
    );
  });
});
