import { isFragmentPartName, type FragmentPartName } from '@site-chrome/host/fragments';

/**
 * The request header through which the chaos suite (e2e/chaos/server-rendering.spec.ts) sends one page's
 * fragment requests to a fault server of its own: the server-to-server fetch is out of the browser's reach,
 * so Playwright cannot intercept it. Honoured only when the demo host runs with `DEMO_FRAGMENT_FAULTS=1`
 * (the Playwright web server); a demo host started any other way ignores it.
 *
 * Value: URL-search form, e.g. `Header=http%3A%2F%2F127.0.0.1%3A41234&budgetMs=100`: a loopback origin per
 * part to take its fragment from, and the page's budget per fragment.
 */
export const fragmentFaultHeader = 'x-demo-fragment-faults';

export interface FragmentFaults {
  origins: Partial<Record<FragmentPartName, string>>;
  budgetMs?: number;
}

/** Only this machine: the knob must never make the demo host fetch from anywhere else. */
const loopbackOrigin = /^http:\/\/(?:127\.0\.0\.1|localhost):\d{1,5}$/;

/** The faults a request asks for, or null (none asked, or anything in the value not understood). */
export function readFragmentFaults(value: string | string[] | undefined): FragmentFaults | null {
  if (typeof value !== 'string' || value === '') return null;
  const search = new URLSearchParams(value);
  const faults: FragmentFaults = { origins: {} };
  for (const [name, setting] of search) {
    if (name === 'budgetMs') {
      const budgetMs = Number(setting);
      if (!Number.isInteger(budgetMs) || budgetMs < 1 || budgetMs > 10_000) return null;
      faults.budgetMs = budgetMs;
    } else if (isFragmentPartName(name) && loopbackOrigin.test(setting)) {
      faults.origins[name] = setting;
    } else return null;
  }
  return faults;
}

/** An IPv4 or IPv6 loopback address, as a socket reports its peer (`127.0.0.1`, `::1`, `::ffff:127.0.0.1`). */
const loopbackAddress = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1)$/;

/**
 * Whether a request comes from this machine, the only place the knob is for: the demo listens on loopback
 * anyway (scripts/static-server.ts), and this keeps it so should the page handler ever be served elsewhere.
 */
export function isFromThisMachine(remoteAddress: string | undefined): boolean {
  return remoteAddress !== undefined && loopbackAddress.test(remoteAddress);
}
