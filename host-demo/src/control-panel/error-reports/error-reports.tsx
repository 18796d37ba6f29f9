import { demoSettingsToSearch, type DemoSettings } from '@site-chrome/dev/demo';
import styled from 'styled-components';
import { useErrorReports, type ErrorReport } from './error-reports-query';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizeMd};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
`;

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizeSm};

  th,
  td {
    padding-block: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    overflow-wrap: anywhere;
  }
`;

type CdnCheckField = 'cdnCheckFails' | 'reportEveryCdnFailure';

const cdnCheckToggles: { field: CdnCheckField; label: string }[] = [
  { field: 'cdnCheckFails', label: 'CDN check fails (cdncheck=fail)' },
  { field: 'reportEveryCdnFailure', label: 'Report every CDN failure (cdnsample=1)' },
];

/**
 * The check runs once per page, 5 s after the header mounts, so a change loads the page again with the new
 * URL rather than changing it in place.
 */
function reloadWith(settings: DemoSettings): void {
  const search = demoSettingsToSearch(settings, new URLSearchParams(window.location.search));
  window.location.assign(`${window.location.pathname}${search}`);
}

function ReportRow({ report }: { report: ErrorReport }) {
  return (
    <tr>
      <td>
        <time dateTime={report.receivedAt}>{new Date(report.receivedAt).toLocaleTimeString()}</time>
      </td>
      <td>{report.message}</td>
      <td>{report.result ?? '–'}</td>
      <td>{report.uid ?? '–'}</td>
      <td>{report.url ?? '–'}</td>
    </tr>
  );
}

/**
 * What the chrome reported to the demo host's collector (the CDN health check's "cdn access error"), newest
 * first, and the switches that make the check fail and report every failure.
 */
export function ErrorReports({ settings }: { settings: DemoSettings }) {
  const { data: reports = [] } = useErrorReports();
  return (
    <Section aria-labelledby="error-reports-title">
      <h3 id="error-reports-title">Error reports</h3>
      <Toggles>
        {cdnCheckToggles.map(({ field, label }) => (
          <label key={field}>
            <input
              type="checkbox"
              checked={settings[field]}
              onChange={(event) => reloadWith({ ...settings, [field]: event.target.checked })}
            />{' '}
            {label}
          </label>
        ))}
      </Toggles>
      {reports.length === 0 ? (
        <p>None received. The CDN health check reports a failure 5 s after the header loads.</p>
      ) : (
        <Table aria-labelledby="error-reports-title">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Message</th>
              <th scope="col">Result</th>
              <th scope="col">uid</th>
              <th scope="col">URL</th>
            </tr>
          </thead>
          <tbody>
            {[...reports].reverse().map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
