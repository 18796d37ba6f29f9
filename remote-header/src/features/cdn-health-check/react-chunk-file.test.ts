import { reactChunkFile } from './react-chunk-file';

/** The shape of `shared` in the header's mf-manifest.json, as the federation plugin writes it. */
const sharedModule = (name: string, sync: string[]) => ({
  id: `header:${name}`,
  name,
  version: '19.3.1',
  singleton: true,
  assets: { js: { async: [], sync }, css: { async: [], sync: [] } },
});

describe('reactChunkFile', () => {
  it("names the first file of the header's shared react module", () => {
    const manifest = {
      name: 'header',
      shared: [
        sharedModule('react-dom', ['2162.5582490c.js']),
        sharedModule('react', ['3696.26fef76f.js']),
        sharedModule('react/jsx-runtime', ['4898.079384df.js']),
      ],
    };

    expect(reactChunkFile(manifest)).toBe('3696.26fef76f.js');
  });

  it.each([
    ['a manifest without react', { shared: [sharedModule('zustand', ['1.js'])] }],
    ['react without files', { shared: [sharedModule('react', [])] }],
    ['react with a file that is not a name', { shared: [sharedModule('react', [42 as unknown as string])] }],
    ['a manifest without shared modules', { name: 'header' }],
    ['shared that is not a list', { shared: 'react' }],
    ['a list holding null', { shared: [null] }],
    ['null', null],
    ['text', 'not a manifest'],
  ])('names nothing for %s', (_, manifest) => {
    expect(reactChunkFile(manifest)).toBeUndefined();
  });
});
