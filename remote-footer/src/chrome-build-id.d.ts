/**
 * The remote's build id (issue 33), the same string in its browser and server builds: set by the webpack
 * factory (webpack/src/chrome-build-id.ts), `test-build` in jest (jest.config.ts).
 */
declare const __CHROME_BUILD_ID__: string;
