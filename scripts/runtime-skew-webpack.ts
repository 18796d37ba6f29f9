import Module from 'node:module';
import { skewedFederationVersions } from '../e2e/runtime-skew/federation-versions';

/*
 * Imported first by build-runtime-skew.ts. A release of the federation plugin that does not build with
 * our webpack (0.24.1 needs `webpack/lib/util/create-schema-validation`, gone by 5.111) is built with the
 * webpack of its time, installed under an alias: every `webpack` and `webpack/...` this process requires,
 * ours and the plugin's, resolves to it, so one webpack copy runs the whole build.
 */
const release = skewedFederationVersions.find((candidate) => candidate.version === process.argv[2]);
const webpackAlias = release && 'webpack' in release ? release.webpack : undefined;

if (webpackAlias) {
  const moduleWithResolver = Module as unknown as {
    _resolveFilename: (request: string, ...rest: unknown[]) => string;
  };
  const resolveFilename = moduleWithResolver._resolveFilename.bind(Module);
  moduleWithResolver._resolveFilename = (request, ...rest) =>
    resolveFilename(
      /^webpack(?:\/|$)/.test(request) ? request.replace(/^webpack/, webpackAlias) : request,
      ...rest,
    );
}
