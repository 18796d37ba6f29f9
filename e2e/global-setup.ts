import { buildSkewVariants } from '../scripts/build-skew';

/** Builds what the browser tests serve besides the production build: the version-skew remotes. */
export default async function globalSetup(): Promise<void> {
  await buildSkewVariants();
}
