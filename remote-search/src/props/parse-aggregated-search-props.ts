import { isPlainObject } from '@site-chrome/runtime/schemas';
import { logErrorOnce } from '@site-chrome/runtime';
import { aggregatedSearchPropsSchema, type ResolvedSearchProps } from './aggregated-search-props-schema';

const componentName = 'AggregatedSearch';

/**
 * Validates AggregatedSearch's props: each bad field is replaced by its default and all of them are
 * reported in one console error, once per distinct mistake, so the search keeps working while the host
 * team sees what to fix. Props outside the contract are ignored (a plain page may pass the same object to
 * every part of the chrome).
 */
export function parseAggregatedSearchProps(raw: unknown): ResolvedSearchProps {
  const input = isPlainObject(raw) ? raw : {};
  const problems = isPlainObject(raw) || raw === undefined ? [] : ['props: must be an object'];
  const first = aggregatedSearchPropsSchema.safeParse(input);
  if (first.success && problems.length === 0) return first.data;

  const rejected = new Set<string>();
  for (const issue of first.error?.issues ?? []) {
    rejected.add(String(issue.path[0] ?? 'props'));
    problems.push(`${issue.path.join('.') || 'props'}: ${issue.message}`);
  }
  const repaired = Object.fromEntries(Object.entries(input).filter(([key]) => !rejected.has(key)));
  logErrorOnce(
    `${componentName}:${problems.join('|')}`,
    componentName,
    `invalid props, using defaults for them:\n  ${problems.join('\n  ')}`,
  );
  return aggregatedSearchPropsSchema.parse(repaired);
}
