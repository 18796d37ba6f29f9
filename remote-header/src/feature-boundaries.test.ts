/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { lintRuleIds } from '@site-chrome/dev/testing';

const repositoryRoot = path.resolve(__dirname, '../..');

const featuresFolder = path.join(repositoryRoot, 'remote-header/src/features');
const inFeatures = (file: string) => path.join(featuresFolder, file);

describe("remote-header's feature boundaries (eslint.config.mjs)", () => {
  const [deepFromFeature, doorFromFeature, deepFromApp, plumbingClosingACircle] = lintRuleIds([
    {
      filePath: inFeatures('brand/probe.ts'),
      source:
        "import { marketPanel } from '../market-panels/market-panel-part';\nexport const probe = marketPanel;\n",
    },
    {
      filePath: inFeatures('brand/probe.ts'),
      source: "import { marketPanel } from '../market-panels';\nexport const probe = marketPanel;\n",
    },
    {
      filePath: path.join(repositoryRoot, 'remote-header/src/app/probe.ts'),
      source:
        "import { useHeaderLinks } from '../features/actions/header-links';\nexport const probe = useHeaderLinks;\n",
    },
    {
      // The chat-room feature's button is styled with this very file: a feature import here is a circle.
      filePath: path.join(repositoryRoot, 'remote-header/src/ui/navigation-link.ts'),
      source:
        "import { ChatRoomButton } from '../features/chat-room';\nexport const probe = ChatRoomButton;\n",
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

  it('refuses plumbing that imports a feature, and the import circle it closes', () => {
    expect(plumbingClosingACircle).toEqual(
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-circles/no-circle']),
    );
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
