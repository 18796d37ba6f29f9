/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { jestSwcTransform } from './webpack/src/swc-options';

/**
 * One jest run for every workspace. Tests sit beside the code they test; the Playwright
 * suites under e2e/ need real browsers and real origins, so `npm run test:e2e` owns them.
 */
const config: Config = {
  // msw 2 needs the fetch-era globals (TextEncoder, streams, BroadcastChannel) that plain jsdom lacks.
  testEnvironment: 'jest-fixed-jsdom',
  roots: [
    '<rootDir>/shared/runtime',
    '<rootDir>/shared/data',
    '<rootDir>/shared/rules',
    '<rootDir>/shared/host',
    '<rootDir>/shared/dev',
    '<rootDir>/shared/server',
    '<rootDir>/remote-header',
    '<rootDir>/remote-footer',
    '<rootDir>/remote-search',
    '<rootDir>/host-demo',
    '<rootDir>/webpack',
    '<rootDir>/scripts',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/dist.next/', '/build/'],
  // swc as the builds compile, styled-components ids included (webpack/src/swc-options.ts), so a component
  // rendered here has the class names the build gives it.
  transform: jestSwcTransform(),
  // Several of msw's dependencies ship ESM only (.mjs), and so do the bundler runtime's single-function
  // files the runtime provider publishes; compile those like our own sources.
  transformIgnorePatterns: [
    '/node_modules/(?!(until-async|rettime|@module-federation/webpack-bundler-runtime)/|.*\\.mjs$)',
  ],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // What the webpack factory defines in a remote's builds (webpack/src/chrome-build-id.ts).
  globals: { __CHROME_BUILD_ID__: 'test-build' },
  // Image imports are URLs in the build (webpack asset modules); in tests the file name stands for it.
  moduleNameMapper: { '\\.svg$': '<rootDir>/jest.svg-stub.ts' },
  clearMocks: true,
  restoreMocks: true,
  // The heaviest tests (a whole header rendered against hostile data, a webpack build in memory) take 1 to 3 s
  // alone; on a 2-core CI machine that also builds the apps beside jest, jest's 5 s default failed them
  // for want of CPU, not for a fault. A hung test still fails, 20 s later.
  testTimeout: 20_000,
};

export default config;
