import { readCookie, removeCookie, writeCookie } from '@site-chrome/rules/settings';
import { faultCookieName } from '@site-chrome/dev/mock-api/cookie-names';
import { useState } from 'react';

const faults = ['none', 'slow', 'error', 'malformed', 'empty'] as const;
type Fault = (typeof faults)[number];

function currentFault(): Fault {
  const value = readCookie(faultCookieName) as Fault | undefined;
  return value && faults.includes(value) ? value : 'none';
}

/**
 * Makes every mock API answer slow, failing, malformed or empty for this browser session, so the
 * failure paths can be seen. The page reloads so every remote starts from the broken API.
 */
export function ApiFaultSwitch() {
  const [fault] = useState(currentFault);
  return (
    <label>
      Mock API fault
      <select
        value={fault}
        onChange={(event) => {
          const next = event.target.value as Fault;
          // A session cookie (Secure only if the demo is served over https, like every cookie we write).
          if (next === 'none') removeCookie(faultCookieName);
          else writeCookie(faultCookieName, next);
          window.location.reload();
        }}
      >
        {faults.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </label>
  );
}
