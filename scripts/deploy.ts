import { publishBuild, type PublishReport } from './deploy/publish-build';
import { retentionRule } from './deploy/retention';

/**
 * `node -r esbuild-register scripts/deploy.ts <build folder> <served folder> [release]`: publishes a build
 * into the folder an origin serves, keeping earlier builds' hashed files for the retention rule
 * (docs/decisions/deploy-retention.md). The release name defaults to the time.
 */
function main(argv: string[]): void {
  const [build, served, release = new Date().toISOString()] = argv;
  if (!build || !served) {
    console.error('usage: scripts/deploy.ts <build folder> <served folder> [release name]');
    process.exit(2);
  }
  let report: PublishReport;
  try {
    report = publishBuild({ build, served, release });
  } catch (error) {
    // What was refused and why (a link in the build, a folder that is no build), without a stack trace.
    console.error(`Deploy failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(
    `Published ${release} into ${served}: ${report.written} files written, ${report.keptFromEarlier} hashed ` +
      `files of earlier releases kept (last ${retentionRule.keepReleases} releases, ${retentionRule.keepDays} days), ` +
      `${report.deleted.length} deleted. Releases served: ${report.releases.join(', ')}.`,
  );
}

if (require.main === module) main(process.argv.slice(2));
