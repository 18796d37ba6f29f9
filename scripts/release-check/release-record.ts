import { z } from 'zod';

/**
 * What a release of one remote promises the pages that load it, as `release/published/<remote>.json` keeps
 * it: its exposed modules and its share contract. Read from its `mf-manifest.json` (exposes, and each shared
 * request's version, range and singleton flag) and from the build's federation options (share scope and
 * strictVersion, which the manifest does not carry).
 */
const sharedContractSchema = z.strictObject({
  name: z.string(),
  shareScope: z.string(),
  singleton: z.boolean(),
  strictVersion: z.boolean(),
  /** The version this build provides. */
  version: z.string(),
  /** The range this build accepts from the page. */
  requiredVersion: z.string(),
});
export type SharedContract = z.infer<typeof sharedContractSchema>;

export const remoteReleaseSchema = z.strictObject({
  remote: z.string(),
  /** Exposed module names as a page asks for them: `./Header`. */
  exposes: z.array(z.string()),
  shared: z.array(sharedContractSchema),
});
export type RemoteRelease = z.infer<typeof remoteReleaseSchema>;

/**
 * `release/published/shared-packages.json`: the version runtime, rules and data were released with, and
 * every run-time export of each entry with `since`, the first release every copy of which holds the name.
 */
export const sharedPackagesReleaseSchema = z.strictObject({
  version: z.string(),
  exports: z.record(z.string(), z.record(z.string(), z.string())),
});
export type SharedPackagesRelease = z.infer<typeof sharedPackagesReleaseSchema>;

/**
 * `release/published/kit.json`: each installable kit package of its own version (scripts/kit/kit-packages.ts:
 * the host kit and the page's webpack helpers; runtime and rules follow the shared packages' record) with
 * every run-time export of each published entry and the release it first shipped in.
 */
export const kitReleaseSchema = z.record(
  z.string(),
  z.strictObject({ version: z.string(), exports: z.record(z.string(), z.record(z.string(), z.string())) }),
);
export type KitRelease = z.infer<typeof kitReleaseSchema>;

/** `release/allowed-breaks.json`: refusals a reviewer let through, each saying how pages migrate. */
export const allowedBreaksSchema = z.array(
  z.strictObject({
    /** The id release:check printed for the refusal, for example `major:@site-chrome/runtime@3.0.0`. */
    id: z.string().min(1),
    reviewedBy: z.string().min(1),
    /** What a page team does, and what its readers see until it does. */
    pagesMigrate: z.string().min(20),
  }),
);
export type AllowedBreaks = z.infer<typeof allowedBreaksSchema>;
