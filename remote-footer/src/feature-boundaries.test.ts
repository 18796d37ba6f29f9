/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lintRuleIds } from '@site-chrome/dev/testing';

// The footer's shape is the header's (eslint.config.mjs, `featureBoundaries`): each probe is a source
// ESLint reads as if it lived at a real place in remote-footer/src.
const source = path.resolve(__dirname);
const featuresFolder = path.join(source, 'features');

describe("remote-footer's feature boundaries (eslint.config.mjs)", () => {
  const [deepFromFeature, doorFromFeature, deepFromApp, deepFromExposed, plumbingClosingACircle, panelWords] =
    lintRuleIds([
      {
        filePath: path.join(featuresFolder, 'links/probe.ts'),
        source:
          "import { footerColumns } from '../columns/footer-columns-model';\nexport const probe = footerColumns;\n",
      },
      {
        filePath: path.join(featuresFolder, 'links/probe.ts'),
        source: "import { footerColumns } from '../columns';\nexport const probe = footerColumns;\n",
      },
      {
        filePath: path.join(source, 'app/probe.ts'),
        source:
          "import { useDownloadDialog } from '../features/download/use-download-dialog';\nexport const probe = useDownloadDialog;\n",
      },
      {
        filePath: path.join(source, 'exposed/probe.ts'),
        source:
          "import { SocialLinks } from '../features/social/social-links';\nexport const probe = SocialLinks;\n",
      },
      {
        // The legal links feature reads its words from this very file: a feature import here is a circle.
        filePath: path.join(source, 'i18n/footer-translations.ts'),
        source: "import { LegalLinks } from '../features/links';\nexport const probe = LegalLinks;\n",
      },
      {
        filePath: path.join(source, 'i18n/panels/probe.ts'),
        source:
          "import { PagePreferences } from '../../features/preferences';\nexport const probe = PagePreferences;\n",
      },
    ]);

  it("refuses a feature's import of another feature's inner file", () => {
    expect(deepFromFeature).toEqual(['import-x/no-restricted-paths']);
  });

  it("accepts the same import through the feature's index.ts", () => {
    expect(doorFromFeature).toEqual([]);
  });

  it("refuses src/app's and src/exposed's imports of a feature's inner file", () => {
    expect(deepFromApp).toEqual(['import-x/no-restricted-paths']);
    expect(deepFromExposed).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses plumbing that imports a feature, and the import circle it closes', () => {
    expect(plumbingClosingACircle).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-circles/no-circle']),
    );
    expect(panelWords).toEqual(['import-x/no-restricted-paths']);
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
