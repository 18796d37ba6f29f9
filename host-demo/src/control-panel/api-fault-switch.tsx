import { useState } from 'react';

const faults = ['none', 'slow', 'error', 'malformed', 'empty'] as const;
type Fault = (typeof faults)[number];

/** The session cookie the mock API reads (shared/src/mock-api/request-context.ts). */
const faultCookie = 'mock_fault';

function currentFault(): Fault {
  const match = document.cookie.match(/(?:^|;\s*)mock_fault=([^;]*)/);
  const value = match?.[1] as Fault | undefined;
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
          document.cookie =
            next === 'none'
              ? `${faultCookie}=; max-age=0; path=/`
              : `${faultCookie}=${next}; path=/; SameSite=Lax`;
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
