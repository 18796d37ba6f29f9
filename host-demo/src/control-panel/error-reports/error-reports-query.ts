import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@site-chrome/runtime';
import * as z from '@site-chrome/runtime/schema-kit';

/** The demo host's error-report collector (scripts/error-collector.ts), on the page's own origin. */
export const errorReportsPath = '/demo/error-reports';

/** How often the panel asks for new reports. */
const errorReportsPollMs = 2000;

const errorReportSchema = z.object({
  id: z.number(),
  receivedAt: z.string(),
  message: z.string(),
  uid: z.nullable(z.string()),
  url: z.nullable(z.string()),
  result: z.nullable(z.string()),
});

const errorReportsResponseSchema = z.object({ reports: z.array(errorReportSchema) });

export type ErrorReport = z.infer<typeof errorReportSchema>;

function getErrorReports(signal?: AbortSignal): Promise<ErrorReport[]> {
  return apiGet(errorReportsPath, {
    parse: (raw) => errorReportsResponseSchema.parse(raw).reports,
    fallback: [],
    signal,
  });
}

function errorReportsQueryOptions() {
  return queryOptions({
    queryKey: ['demo', 'error-reports'] as const,
    queryFn: ({ signal }) => getErrorReports(signal),
    refetchInterval: errorReportsPollMs,
    staleTime: 0,
  });
}

/** The reports the collector has received, oldest first, asked for again every 2 s. */
export function useErrorReports() {
  return useQuery(errorReportsQueryOptions());
}
