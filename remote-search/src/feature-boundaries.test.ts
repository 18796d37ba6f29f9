/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lintRuleIds } from '@site-chrome/dev/testing';

// The search's shape is the header's (eslint.config.mjs, `featureBoundaries`), with src/props (the
// contract's schema) as plumbing beside src/ui and src/i18n: each probe is a source ESLint reads as if
// it lived at a real place in remote-search/src.
const source = path.resolve(__dirname);
const featuresFolder = path.join(source, 'features');

describe("remote-search's feature boundaries (eslint.config.mjs)", () => {
  const [deepFromFeature, doorFromFeature, deepFromApp, plumbingImportingAFeature, featureClosingACircle] =
    lintRuleIds([
      {
        filePath: path.join(featuresFolder, 'recent/probe.ts'),
        source:
          "import { shownResults } from '../results/shown-results';\nexport const probe = shownResults;\n",
      },
      {
        filePath: path.join(featuresFolder, 'recent/probe.ts'),
        source: "import { shownResults } from '../results';\nexport const probe = shownResults;\n",
      },
      {
        filePath: path.join(source, 'app/probe.ts'),
        source:
          "import { searchEvents } from '../features/events/search-events';\nexport const probe = searchEvents;\n",
      },
      {
        filePath: path.join(source, 'props/probe.ts'),
        source:
          "import { recentSearchesKey } from '../features/recent';\nexport const probe = recentSearchesKey;\n",
      },
      {
        // src/app/search-panel.tsx dispatches this file's events through the events door: importing it back
        // from here is a circle.
        filePath: path.join(featuresFolder, 'events/search-events.ts'),
        source: "import { SearchPanel } from '../../app/search-panel';\nexport const probe = SearchPanel;\n",
      },
    ]);

  it("refuses a feature's import of another feature's inner file", () => {
    expect(deepFromFeature).toEqual(['import-x/no-restricted-paths']);
  });

  it("accepts the same import through the feature's index.ts", () => {
    expect(doorFromFeature).toEqual([]);
  });

  it("refuses src/app's import of a feature's inner file", () => {
    expect(deepFromApp).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses plumbing (src/props) that imports a feature', () => {
    expect(plumbingImportingAFeature).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses an import circle through a front door', () => {
    expect(featureClosingACircle).toEqual(['import-circles/no-circle']);
  });

  it('gives every feature a front door: the rules above let nothing else in', () => {
    const features = readdirSync(featuresFolder, { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const withoutDoor = features.filter(
      (feature) => !existsSync(path.join(featuresFolder, feature.name, 'index.ts')),
    );
    expect(features.length).toBeGreaterThan(0);
    expect(withoutDoor.map((feature) => feature.name)).toEqual([]);
  });
});
