import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ScriptResponse } from './visit';

/**
 * A downloaded script's size three ways: raw (decoded), gzip level 9 and brotli quality 11 (what the
 * build's precompressed copies weigh), and what crossed the wire.
 */
export interface ScriptBytes {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  transferred: number;
  encoding: string;
  /** The file carries the federation runtime's core: a page must load one copy at most. */
  runtimeCore: boolean;
}

/** Only the federation runtime core contains this hook name; remote entries without a runtime do not. */
const runtimeCoreMarker = 'beforeInitContainer';

export function measureScripts(scripts: ScriptResponse[]): ScriptBytes[] {
  return scripts.map(({ url, body, transferred, encoding }) => {
    if (!body) throw new Error(`No body kept for ${url}: visit with keepBodies to measure bytes`);
    return {
      url,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      transferred,
      encoding,
      runtimeCore: body.includes(runtimeCoreMarker),
    };
  });
}

export type ByteMeasure = 'raw' | 'gzip' | 'brotli' | 'transferred';

export const sumBytes = (files: readonly ScriptBytes[], measure: ByteMeasure) =>
  files.reduce((total, file) => total + file[measure], 0);
