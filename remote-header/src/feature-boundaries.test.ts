/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../..');

interface LintCase {
  /** Where the source pretends to live: the rules look at the file's place in remote-header/src. */
  filePath: string;
  source: string;
}

// ESLint loads eslint.config.mjs with a dynamic import, which jest's module sandbox refuses; a child
// Node process runs ESLint's own Node API on the repository's real config instead.
const lintScript = `
  import { ESLint } from 'eslint';
  const cases = JSON.parse(process.argv[1]);
  const eslint = new ESLint({ cwd: process.cwd() });
  const results = [];
  for (const { filePath, source } of cases) {
    const [result] = await eslint.lintText(source, { filePath });
    results.push(result.messages.map((message) => message.ruleId));
  }
  process.stdout.write(JSON.stringify(results));
`;

function ruleIdsReported(cases: LintCase[]): string[][] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', lintScript, JSON.stringify(cases)],
    {
      cwd: repositoryRoot,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as string[][];
}

const inFeatures = (file: string) => path.join(repositoryRoot, 'remote-header/src/features', file);

describe("remote-header's feature boundaries (eslint.config.mjs)", () => {
  const [deepFromFeature, doorFromFeature, deepFromApp, plumbingClosingACircle] = ruleIdsReported([
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
      expect.arrayContaining(['import-x/no-restricted-paths', 'import-x/no-cycle']),
    );
  });
});
