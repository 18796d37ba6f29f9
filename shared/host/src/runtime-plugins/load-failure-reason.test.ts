import { recordScriptIntegrity } from '../integrity/script-integrity-registry';
import { catchEntryEvaluationError } from './entry-evaluation-errors';
import { loadFailureReason } from './load-failure-reason';

/** An error shaped as the federation runtime throws them: summary, args, docs link, wrapped error. */
function runtimeError(summary: string, args: object, original?: string): Error {
  const lines = [
    `[ Federation Runtime ]: ${summary}`,
    `args: ${JSON.stringify(args)}`,
    'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime',
  ];
  if (original !== undefined) lines.push('Original Error Message:', ` ${original}`);
  return new Error(lines.join('\n'));
}

describe('given an error of the federation runtime', () => {
  it('that wrapped a cause naming its file, leads with the cause and keeps the summary', () => {
    const error = runtimeError(
      'Failed to load script resources. #RUNTIME-008',
      { remoteName: 'footer', resourceUrl: 'http://localhost:3002/remoteEntry.js' },
      'ScriptNetworkError: Script "http://localhost:3002/remoteEntry.js" timed out.',
    );

    expect(loadFailureReason(error)).toBe(
      'ScriptNetworkError: Script "http://localhost:3002/remoteEntry.js" timed out. (Failed to load script resources. #RUNTIME-008)',
    );
  });

  it('that wrapped a cause without its file, adds the file', () => {
    const error = runtimeError(
      'Failed to get manifest. #RUNTIME-003',
      { manifestUrl: 'http://localhost:3002/mf-manifest.json' },
      'SyntaxError: Unexpected end of JSON input',
    );

    expect(loadFailureReason(error)).toBe(
      'SyntaxError: Unexpected end of JSON input (Failed to get manifest. #RUNTIME-003, http://localhost:3002/mf-manifest.json)',
    );
  });

  it('without a cause, gives the summary and the file', () => {
    const error = runtimeError('Failed to get remoteEntry exports. #RUNTIME-001', {
      remoteName: 'search',
      remoteEntryUrl: 'http://localhost:3003/remoteEntry.js',
    });

    expect(loadFailureReason(error)).toBe(
      'Failed to get remoteEntry exports. #RUNTIME-001 (http://localhost:3003/remoteEntry.js)',
    );
  });
});

describe('given an entry that threw while it ran', () => {
  it('says so with what it threw, and the browser is told the throw was handled', () => {
    const script = document.createElement('script');
    script.src = 'http://localhost:3001/remoteEntry.js';
    catchEntryEvaluationError(script);
    const currentScript = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    const thrown = new ErrorEvent('error', { message: 'Uncaught Error: entry boom', cancelable: true });

    window.dispatchEvent(thrown);
    currentScript.mockRestore();
    script.dispatchEvent(new Event('load'));

    expect(thrown.defaultPrevented).toBe(true);
    const error = runtimeError('Failed to get remoteEntry exports. #RUNTIME-001', {
      remoteEntryUrl: 'http://localhost:3001/remoteEntry.js',
    });
    expect(loadFailureReason(error)).toBe(
      'remote entry http://localhost:3001/remoteEntry.js threw while it ran: Uncaught Error: entry boom (Failed to get remoteEntry exports. #RUNTIME-001)',
    );
  });

  it('leaves an error thrown by any other script to the page', () => {
    const script = document.createElement('script');
    script.src = 'http://localhost:3002/remoteEntry.js';
    catchEntryEvaluationError(script);
    const unrelated = new ErrorEvent('error', {
      message: 'Uncaught TypeError: x is undefined',
      cancelable: true,
    });

    window.dispatchEvent(unrelated);

    expect(unrelated.defaultPrevented).toBe(false);
  });
});

describe('given any other error', () => {
  it('joins its lines into one, so the file webpack names on the second line is kept', () => {
    const chunkError = new Error(
      'Loading chunk 9327 failed.\n(error: http://localhost:3001/__federation_expose_Header.5c286a4e.js)',
    );

    expect(loadFailureReason(chunkError)).toBe(
      'Loading chunk 9327 failed. (error: http://localhost:3001/__federation_expose_Header.5c286a4e.js)',
    );
  });

  it('uses a thrown value that is not an Error as it is', () => {
    expect(loadFailureReason('offline')).toBe('offline');
  });
});

describe('given a script the browser blocked because it did not match its integrity', () => {
  // Not the header's entry: the test above left that one marked as having thrown.
  const entryUrl = 'http://localhost:3003/remoteEntry.js';
  const chunkUrl = 'http://localhost:3003/__federation_expose_AggregatedSearch.5c286a4e.js';

  /** The page knows each file's hash from the manifest, and the server answered each with `status`. */
  function fetchedWithIntegrity(status: number): void {
    recordScriptIntegrity(
      new Map([
        [entryUrl, `sha384-${'A'.repeat(64)}`],
        [chunkUrl, `sha384-${'B'.repeat(64)}`],
      ]),
    );
    // jsdom has no Resource Timing: the entries Chromium keeps for each fetched script.
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => [{ name, entryType: 'resource', responseStatus: status }],
    });
  }

  afterEach(() => {
    delete (performance as Partial<Performance>).getEntriesByName;
  });

  const entryNotLoaded = () =>
    runtimeError(
      'Failed to load script resources. #RUNTIME-008',
      { remoteName: 'search', resourceUrl: entryUrl },
      `ScriptNetworkError: Failed to load script "${entryUrl}" - the script URL is unreachable or the server returned an error (network failure, 404, CORS, etc.)`,
    );
  const chunkNotLoaded = () => new Error(`Loading chunk 9327 failed.\n(error: ${chunkUrl})`);

  it('when it was the entry, says the entry failed its integrity check', () => {
    fetchedWithIntegrity(200);

    expect(loadFailureReason(entryNotLoaded())).toBe(
      `${entryUrl} failed its integrity check (it does not match the sha384 hash in its manifest) and was blocked (Failed to load script resources. #RUNTIME-008)`,
    );
  });

  it('when it was a chunk, says the chunk failed its integrity check and which chunk webpack wanted', () => {
    fetchedWithIntegrity(200);

    expect(loadFailureReason(chunkNotLoaded())).toBe(
      `${chunkUrl} failed its integrity check (it does not match the sha384 hash in its manifest) and was blocked (Loading chunk 9327 failed.)`,
    );
  });

  it('when the server did not answer 2xx (a 404), keeps the load error as it was', () => {
    fetchedWithIntegrity(404);

    expect(loadFailureReason(chunkNotLoaded())).toBe(`Loading chunk 9327 failed. (error: ${chunkUrl})`);
    expect(loadFailureReason(entryNotLoaded())).toMatch(/^ScriptNetworkError: Failed to load script/);
  });
});
