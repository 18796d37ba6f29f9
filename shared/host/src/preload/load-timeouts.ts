// The deadlines are one table in the rules, shared with the remotes; the page's loading code reads them here.
export {
  entryScriptTimeoutMs,
  manifestRetryDelayMs,
  manifestTimeoutMs,
  remoteFallbackDeadlineMs,
} from '@site-chrome/rules/deadlines';
