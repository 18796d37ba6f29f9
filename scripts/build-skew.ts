import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createWebpackConfig, sharedVersionOverrideVariable } from '@site-chrome/webpack';
import type { Configuration } from 'webpack';
import { federationConfig } from '@site-chrome/remote-footer/module-federation.config';
import { runWebpack } from './run-webpack';

/**
 * Builds the footer remote as if it had been built against other releases of @site-chrome/shared,
 * for the version-skew browser tests: the page provides the current release; a remote built against the next minor
 * must run on the page's store, one built against the next major must be refused.
 */
const [major = 0, minor = 0] = (
  JSON.parse(readFileSync(path.resolve(__dirname, '../shared/package.json'), 'utf8')) as { version: string }
).version
  .split('.')
  .map(Number);

export const skewVariants = {
  'footer-next-minor': `${major}.${minor + 1}.0`,
  'footer-next-major': `${major + 1}.0.0`,
} as const;

export type SkewVariant = keyof typeof skewVariants;

const repositoryRoot = path.resolve(__dirname, '..');
const footerDirectory = path.join(repositoryRoot, 'remote-footer');

export const skewBuildDirectory = path.join(repositoryRoot, 'e2e', '.skew');

export const skewVariantDirectory = (variant: SkewVariant) => path.join(skewBuildDirectory, variant);

function footerConfigFor(variant: SkewVariant): Configuration {
  process.env[sharedVersionOverrideVariable] = skewVariants[variant];
  try {
    const config = createWebpackConfig({
      appDirectory: footerDirectory,
      // Types are not needed to serve a skewed build, and generating them doubles the build time.
      federation: { ...federationConfig, dts: false },
      title: `Footer remote (${variant})`,
    });
    return { ...config, name: variant, output: { ...config.output, path: skewVariantDirectory(variant) } };
  } finally {
    delete process.env[sharedVersionOverrideVariable];
  }
}

/** A variant is current when it was built after the footer's own production build. */
function isCurrent(variant: SkewVariant): boolean {
  const built = path.join(skewVariantDirectory(variant), 'mf-manifest.json');
  const footerBuilt = path.join(footerDirectory, 'dist', 'mf-manifest.json');
  return (
    existsSync(built) && existsSync(footerBuilt) && statSync(built).mtimeMs >= statSync(footerBuilt).mtimeMs
  );
}

export async function buildSkewVariants({ force = false } = {}): Promise<void> {
  const variants = (Object.keys(skewVariants) as SkewVariant[]).filter(
    (variant) => force || !isCurrent(variant),
  );
  if (variants.length === 0) return;
  console.log(`Building version-skew remotes: ${variants.join(', ')}…`);
  await runWebpack(variants.map(footerConfigFor));
}

if (require.main === module) {
  buildSkewVariants({ force: true }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
