/** @jest-environment node */
import { publishedManifest, type WorkspaceManifest } from './published-manifest';

const host: WorkspaceManifest = {
  name: '@site-chrome/host',
  version: '2.8.0',
  private: true,
  exports: {
    '.': './src/index.ts',
    './preload': './src/preload/index.ts',
    './testing': './src/testing.ts',
    './package.json': './package.json',
  },
  files: ['dist', 'CHANGELOG.md'],
  engines: { node: '>=20.19.0' },
  dependencies: { '@site-chrome/runtime': '2.8.0', '@module-federation/enhanced': '2.9.2' },
  devDependencies: { '@site-chrome/server': '1.0.0' },
};
const kitVersions = { '@site-chrome/host': '2.8.0', '@site-chrome/runtime': '2.8.0' };

describe('the manifest in a kit tarball', () => {
  it('points each entry at its compiled file and declarations, leaves out the unpublished ones and is installable', () => {
    const manifest = publishedManifest(host, { unpublishedEntries: ['./testing'] }, kitVersions);

    expect(manifest.exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './preload': { types: './dist/preload/index.d.ts', default: './dist/preload/index.js' },
      './package.json': './package.json',
    });
    expect(manifest).toMatchObject({
      main: './dist/index.js',
      types: './dist/index.d.ts',
      files: host.files,
    });
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).not.toHaveProperty('devDependencies');
  });

  it('publishes only the dependencies the published entries need, when the package names them', () => {
    const manifest = publishedManifest(
      host,
      { unpublishedEntries: [], publishedDependencies: ['@site-chrome/runtime'] },
      kitVersions,
    );

    expect(manifest.dependencies).toEqual({ '@site-chrome/runtime': '2.8.0' });
  });

  it('says what the published package is when it is less than the workspace', () => {
    expect(
      publishedManifest(
        host,
        { unpublishedEntries: [], publishedDescription: 'The page side.' },
        kitVersions,
      ),
    ).toMatchObject({ description: 'The page side.' });
  });

  it('refuses a dependency on our packages that is not the packed version exactly, or not in the kit', () => {
    const ranged = { ...host, dependencies: { '@site-chrome/runtime': '^2.8.0' } };
    const onDevKit = { ...host, dependencies: { '@site-chrome/dev': '2.8.0' } };

    expect(() => publishedManifest(ranged, { unpublishedEntries: [] }, kitVersions)).toThrow(
      '@site-chrome/runtime@^2.8.0; the kit packs @site-chrome/runtime@2.8.0',
    );
    expect(() => publishedManifest(onDevKit, { unpublishedEntries: [] }, kitVersions)).toThrow(
      'the kit packs @site-chrome/dev@(not packed)',
    );
  });

  it('refuses a package without engines or files', () => {
    const { engines: _engines, ...withoutEngines } = host;

    expect(() => publishedManifest(withoutEngines, { unpublishedEntries: [] }, kitVersions)).toThrow(
      'no engines.node',
    );
    expect(() => publishedManifest({ ...host, files: [] }, { unpublishedEntries: [] }, kitVersions)).toThrow(
      'no files',
    );
  });
});
