/**
 * How long a deploy keeps the hashed files of the builds it replaced (docs/decisions/deploy-retention.md):
 * a page that loaded a build keeps asking for that build's chunks for as long as it stays open.
 */
export interface RetentionRule {
  /** Releases whose hashed files are kept whatever their age, the current one included. Default 5. */
  keepReleases: number;
  /** Days a release's hashed files are kept after a newer release replaced it. Default 14. */
  keepDays: number;
}

export const retentionRule: RetentionRule = { keepReleases: 5, keepDays: 14 };

/** One published build, as the served folder's ledger records it. */
export interface Release {
  id: string;
  /** ISO time the release was published (its entries and manifests switched). */
  publishedAt: string;
  /** ISO time a newer release replaced it; none while it is the current one. */
  supersededAt?: string;
  /** Its hashed files, `/`-separated paths from the served folder's root. */
  files: string[];
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The releases whose hashed files stay, oldest first: the newest `keepReleases` (the current one among
 * them), and every release replaced less than `keepDays` ago. Age counts from the replacement, not the
 * publication: a page that loaded a release just before the next one landed holds it from then on.
 */
export function releasesToKeep(
  releases: readonly Release[],
  now: Date,
  rule: RetentionRule = retentionRule,
): Release[] {
  const newest = new Set(releases.slice(-Math.max(1, rule.keepReleases)));
  return releases.filter(
    (release) =>
      newest.has(release) ||
      release.supersededAt === undefined ||
      now.getTime() - Date.parse(release.supersededAt) < rule.keepDays * dayMs,
  );
}
