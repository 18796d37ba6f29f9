import { manifestFilesBase, type ManifestLocation } from '../preload/manifest-files-base';
import { manifestIntegrityField } from './integrity-contract';

/**
 * A hash the browser can check, of the exact length its algorithm gives. Anything else is treated as
 * absent: a value the browser cannot parse it ignores, but a well-formed wrong one would block a good file.
 */
const checkableIntegrity =
  /^(?:sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/;

export interface ManifestIntegrity {
  /** Absolute script URL -> its integrity value. Empty for a build from before integrity was written. */
  scripts: Map<string, string>;
  /** Files (or the field itself) whose value could not be used: they load unchecked. */
  malformed: string[];
}

/** The scripts' integrity values a remote's manifest gives, resolved against where its files live. */
export function readManifestIntegrity(manifest: unknown, manifestUrl: string): ManifestIntegrity {
  const result: ManifestIntegrity = { scripts: new Map(), malformed: [] };
  if (typeof manifest !== 'object' || manifest === null) return result;
  const listed = (manifest as Record<string, unknown>)[manifestIntegrityField];
  if (listed === undefined) return result;
  if (typeof listed !== 'object' || listed === null || Array.isArray(listed)) {
    result.malformed.push('every script');
    return result;
  }
  for (const [file, integrity] of Object.entries(listed)) {
    const url = scriptUrl(manifest as ManifestLocation, manifestUrl, file);
    if (url && typeof integrity === 'string' && checkableIntegrity.test(integrity)) {
      result.scripts.set(url, integrity);
    } else {
      result.malformed.push(file);
    }
  }
  return result;
}

/**
 * The absolute URL of a file the manifest names, or nothing for what cannot be one of its scripts. A
 * manifest speaks for its own files only: a hash for another origin's script (another remote's entry)
 * could only block that script.
 */
function scriptUrl(manifest: ManifestLocation, manifestUrl: string, file: string): string | undefined {
  try {
    const base = manifestFilesBase(manifest, manifestUrl);
    const url = new URL(file, base);
    return /^https?:$/.test(url.protocol) && url.origin === base.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}
