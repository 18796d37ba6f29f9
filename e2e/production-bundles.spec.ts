import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';

/**
 * What a remote ships reaches every product page, so the production builds of the three remotes
 * (the header's includes /loader.js) must hold no demo settings, no mock API and no local ports.
 * The demo host (host-demo/dist) is the demo itself and is not checked.
 */
const productionBuilds = ['remote-header', 'remote-footer', 'remote-search'];

const forbidden = ['demo_login', 'mock_fault', 'satoshi_fan', 'localhost:300'];

/** Text files only: the .br and .gz copies hold the same bytes as their originals. */
const textFile = /\.(js|html|json|css|map|txt)$/;

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

for (const build of productionBuilds) {
  test(`the production build of ${build} holds no demo or mock code`, () => {
    const distDirectory = path.resolve(__dirname, '..', build, 'dist');
    const files = filesUnder(distDirectory).filter((file) => textFile.test(file));
    // An empty or missing build would pass the search below vacuously.
    expect(files.map((file) => path.basename(file))).toContain('remoteEntry.js');

    const hits = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter((needle) => text.includes(needle))
        .map((needle) => `${path.relative(distDirectory, file)}: ${needle}`);
    });
    expect(hits).toEqual([]);
  });
}

test('the header build ships the plain-page loader, which is checked with it', () => {
  const loader = path.resolve(__dirname, '..', 'remote-header', 'dist', 'loader.js');
  expect(statSync(loader).size).toBeGreaterThan(0);
});
