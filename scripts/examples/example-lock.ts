/** The parts of a package-lock.json this script reads and writes. */
interface PackageLock {
  packages: Record<string, { resolved?: string; integrity?: string }>;
}

/**
 * The lock of an example with the kit's tarballs unpinned: they are `file:` dependencies on the tarballs a
 * fresh `npm run pack:kit` writes, and npm would hand out the tarball of an earlier pack, from its cache, under
 * a recorded integrity (or refuse the new one). Every registry package stays pinned by its integrity.
 */
export function unpinKitTarballs(lock: PackageLock): PackageLock {
  const packages = Object.fromEntries(
    Object.entries(lock.packages).map(([location, entry]) => {
      if (!entry.resolved?.startsWith('file:')) return [location, entry];
      const { integrity: _integrity, ...unpinned } = entry;
      return [location, unpinned];
    }),
  );
  return { ...lock, packages };
}
