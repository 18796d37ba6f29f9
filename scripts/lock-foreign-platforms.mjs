// Records, in package-lock.json, the platform-specific optional packages that the npm registry reachable
// here does not serve (e.g. @swc/core's macOS and Windows binaries). `npm install` silently leaves them
// out of the lock, and `npm ci` then refuses the lock as out of sync. Each is written with its os/cpu,
// so npm skips it on this platform exactly as it would if the registry had it. Run after `npm install`.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

function npmCiDryRun() {
  try {
    return execSync('npm ci --dry-run --ignore-scripts', { stdio: 'pipe' }).toString();
  } catch (error) {
    return `${error.stdout ?? ''}${error.stderr ?? ''}`;
  }
}
const dryRun = npmCiDryRun();
// npm prints "Missing: name@ from lock file" or, for a package the lock names elsewhere, "name@version".
const missing = [...dryRun.matchAll(/Missing: (@?[^@\s]+)@\S* from lock file/g)].map((match) => match[1]);

const wanted = {};
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) wanted[name] ??= version;
}

function platformOf(name) {
  const os = [
    'darwin',
    'win32',
    'android',
    'freebsd',
    'openharmony',
    'linux',
    'sunos',
    'aix',
    'netbsd',
    'openbsd',
  ].find((candidate) => name.includes(candidate));
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm', 'wasm32'].find(
    (candidate) =>
      name.replace(/^.*?(darwin|win32|android|freebsd|openharmony|linux)-?/, '').includes(candidate),
  );
  return { os, cpu };
}

for (const name of missing) {
  const { os, cpu } = platformOf(name);
  if (!wanted[name] || !os || !cpu)
    throw new Error(`cannot place ${name} (version ${wanted[name]}, ${os}/${cpu})`);
  lock.packages[`node_modules/${name}`] = { version: wanted[name], optional: true, os: [os], cpu: [cpu] };
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Recorded ${missing.length} foreign-platform packages in package-lock.json.`);
