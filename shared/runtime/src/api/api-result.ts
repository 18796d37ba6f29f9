/** Why a call failed; `aborted` means the caller cancelled it, which is not an error worth logging. */
export type ApiFailureReason =
  'network' | 'timeout' | 'http-status' | 'invalid-json' | 'invalid-data' | 'aborted';

export interface ApiError {
  reason: ApiFailureReason;
  /** Human-readable detail, as logged. */
  message: string;
  method: 'GET' | 'POST';
  path: string;
  /** HTTP status when a response arrived. */
  status?: number;
}

/** Lets a cache layer tell "the call failed" (use stale data) from "the server answered empty". */
export type ApiResult<Data> = { ok: true; data: Data } | { ok: false; error: ApiError };
