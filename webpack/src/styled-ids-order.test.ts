/** @jest-environment node */
import type { ComponentType } from 'react';

/**
 * styled-components without ids from the build names each component by a counter shared by every module
 * on the page, so a part evaluated after another remote's modules (the browser) gets other class names than
 * the same part evaluated alone (its server). With the ids the build writes (swc-options.ts, the jest
 * transform compiles as the build does), the markup and CSS are the same whatever ran first.
 */
async function renderPart(evaluateEarlierModuleFirst: boolean): Promise<{ html: string; css: string }> {
  let rendered: { html: string; css: string } | undefined;
  await jest.isolateModulesAsync(async () => {
    if (evaluateEarlierModuleFirst) await import('./styled-ids-fixtures/earlier-module');
    const { Part } = (await import('./styled-ids-fixtures/part')) as { Part: ComponentType };
    const { ServerStyleSheet } = await import('styled-components');
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(createElement(Part)));
      // The sheet's group numbers follow the order ids registered; the browser takes each id's group from
      // the server's tag when it rehydrates it, so only the rules and the ids must match.
      rendered = { html, css: sheet.getStyleTags().replace(/data-styled\.g\d+\[/g, 'data-styled.g[') };
    } finally {
      sheet.seal();
    }
  });
  if (!rendered) throw new Error('the part did not render');
  return rendered;
}

describe('a styled part rendered in two processes', () => {
  it('has the same class names and CSS whether or not other styled modules were evaluated before it', async () => {
    const alone = await renderPart(false);
    const afterOthers = await renderPart(true);
    expect(alone.html).toMatch(/class="webpack__sc-[0-9a-f]+-0 [a-zA-Z]+"/);
    expect(afterOthers).toEqual(alone);
  });
});
