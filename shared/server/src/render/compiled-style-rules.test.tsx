import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { reuseCompiledRules } from './compiled-style-rules';

/*
 * Issue 41: a render takes the rules an earlier render of the process compiled, and still writes exactly the
 * style tags it would have written alone.
 */

const Box = styled.div<{ $tone: 'plain' | 'loud' }>`
  padding: 3px;
  color: ${({ $tone }) => ($tone === 'loud' ? 'red' : 'black')};
  &:hover {
    color: blue;
  }
`;
const Label = styled.span`
  font-weight: 600;
`;

function styleTags(tree: React.ReactElement, reuse: boolean): string {
  const sheet = new ServerStyleSheet();
  try {
    if (reuse) reuseCompiledRules(sheet);
    renderToString(sheet.collectStyles(tree));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('reuseCompiledRules', () => {
  it('writes the same style tags as a sheet that compiles everything itself, render after render', () => {
    const loud = <Box $tone="loud">a</Box>;
    const both = (
      <>
        <Box $tone="plain">a</Box>
        <Label>b</Label>
      </>
    );
    const alone = [styleTags(loud, false), styleTags(both, false)];

    const reused = [styleTags(loud, true), styleTags(both, true), styleTags(loud, true)];

    expect(reused).toEqual([alone[0], alone[1], alone[0]]);
    // Each sheet holds only its own render's rules: the loud box's colour is not in the second one.
    expect(reused[1]).not.toContain('color:red');
    expect(reused[1]).toContain('font-weight:600');
  });

  it('compiles a style once per process, however many renders use it', () => {
    const Counted = styled.p`
      margin: ${() => '1px'};
    `;
    const sheets = [new ServerStyleSheet(), new ServerStyleSheet()];
    const compiles = sheets.map((sheet) => {
      reuseCompiledRules(sheet);
      const insert = jest.spyOn(sheet.instance, 'insertRules');
      renderToString(sheet.collectStyles(<Counted />));
      sheet.seal();
      // The first render's rules are compiled and stored; the second's are taken from the store.
      return insert.mock.calls.length;
    });
    expect(compiles).toEqual([1, 0]);
  });
});
