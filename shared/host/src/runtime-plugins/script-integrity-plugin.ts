import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { readManifestIntegrity } from '../integrity/manifest-integrity';
import { recordScriptIntegrity } from '../integrity/script-integrity-registry';

const warnedManifests = new Set<string>();

/**
 * Subresource Integrity for the remotes' scripts (issue 13): learns each script's hash from the remote's
 * manifest as the runtime reads it, into the page's table that every remote script is then created with:
 * the entry and first-render chunks by the runtime (remote-script.ts), the remotes' own lazy chunks by
 * their webpack chunk loading (`@site-chrome/webpack`'s chunk integrity plugin). A tampered file is
 * blocked by the browser and the remote shows its fallback. A manifest without hashes (a build from
 * before them) loads as before; a hash the browser could not check is dropped, with one warning.
 * Like every runtime plugin here, it imports no shared module.
 */
export default function scriptIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-chrome-script-integrity',
    afterLoadManifest({ manifestUrl, manifestJson }) {
      if (!manifestJson) return;
      const { scripts, malformed } = readManifestIntegrity(manifestJson, manifestUrl);
      recordScriptIntegrity(scripts);
      if (malformed.length === 0 || warnedManifests.has(manifestUrl)) return;
      warnedManifests.add(manifestUrl);
      const named = malformed.slice(0, 3).join(', ');
      const more = malformed.length > 3 ? ` and ${malformed.length - 3} more` : '';
      console.warn(
        `[site-chrome] ${manifestUrl} gives no usable integrity for ${named}${more}: loaded without an integrity check.`,
      );
    },
  };
}
