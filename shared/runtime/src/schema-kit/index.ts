/**
 * `@site-chrome/runtime/schema-kit`: the part of zod every schema of the chrome is written with, federated as
 * one singleton so the page downloads it once.
 *
 * Why not plain `zod`: classic zod is built from classes, so any use pulls in about 26 KB gzip, and each
 * app bundled its own copy (the host for the props contract, the header for its menu schemas). `zod/mini`
 * has the same parser core behind tree-shakeable functions; this entry names exactly the functions our
 * schemas use, so the one shared copy holds those and nothing else. Sharing `zod/mini` itself would ship
 * all of it, because a shared module cannot be tree-shaken for consumers it has not seen.
 *
 * Add a name here when a schema needs it; names are listed one by one, never `export *`.
 */
import { config } from 'zod/mini';
import { en } from 'zod/v4/locales';

// zod/mini carries no messages ("Invalid input" for everything). Host teams read these messages in the
// props error and in skipped-item warnings, so the English ones are loaded once, with the kit.
config(en());

// Schemas
export {
  array,
  boolean,
  custom,
  enum,
  int,
  lazy,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown,
} from 'zod/mini';

// Wrappers (the methods of classic zod, as functions)
export { _default, catch, extend, nullable, optional, pipe, prefault, transform } from 'zod/mini';

// Checks, passed to `.check(...)`
export {
  minimum,
  minLength,
  nonnegative,
  positive,
  refine,
  regex,
  startsWith,
  toLowerCase,
  toUpperCase,
  trim,
} from 'zod/mini';

// Errors
export { NEVER, prettifyError } from 'zod/mini';
// The class of every error a kit schema throws (zod/mini has no `ZodError` of its own).
export { $ZodError as ZodError } from 'zod/v4/core';

// Types
export type { infer, input, output, ZodMiniType } from 'zod/mini';
