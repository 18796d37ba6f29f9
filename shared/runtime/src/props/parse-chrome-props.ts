import { logErrorOnce } from '../logging/logger';
import { isPlainObject } from '@site-chrome/runtime/schemas';
import { chromePropsSchema, type ResolvedChromeProps } from './chrome-props-schema';

export interface ParsedChromeProps {
  props: ResolvedChromeProps;
  /** One line per rejected field, empty when the props were valid. */
  problems: string[];
}

/**
 * Validates props at the boundary. A bad field is replaced by its default and reported in one
 * console error naming the component, so a host team sees what to fix while the page keeps working.
 */
export function parseChromeProps(raw: unknown, componentName: string): ParsedChromeProps {
  const input = isPlainObject(raw) ? raw : {};
  const problems: string[] = isPlainObject(raw) || raw === undefined ? [] : ['props: must be an object'];

  const first = chromePropsSchema.safeParse(input);
  if (first.success && problems.length === 0) return { props: first.data, problems };

  const rejectedFields = new Set<string>();
  if (!first.success) {
    for (const issue of first.error.issues) {
      const field = String(issue.path[0] ?? 'props');
      rejectedFields.add(field);
      problems.push(`${issue.path.join('.') || 'props'}: ${issue.message}`);
    }
  }
  const repaired = Object.fromEntries(Object.entries(input).filter(([key]) => !rejectedFields.has(key)));
  const props = chromePropsSchema.parse(repaired);
  // Hosts re-render often; the same mistake is reported once, not on every render.
  logErrorOnce(
    `${componentName}:${problems.join('|')}`,
    componentName,
    `invalid props, using defaults for them:\n  ${problems.join('\n  ')}`,
  );
  return { props, problems };
}
