/** A throw-away copy of the repository (sources only, node_modules linked) for breaking one thing. */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {repoRoot} from '../../lib/paths';

/** A full build takes about a minute on an idle 2-core machine; the limit leaves room for a busy one. */
const COMMAND_TIME_LIMIT_MS = 600_000;

const LEFT_OUT = new Set(['node_modules', 'build', 'generated', '.docusaurus', '.git']);

export interface TempCopy {
  dir: string;
  /** Replaces `from` with `to` in a file of the copy; fails if `from` is not there. */
  edit(file: string, from: string | RegExp, to: string): void;
  remove(file: string): void;
  /** Runs a command in the copy; resolves with its exit code and combined output. */
  run(command: string, args: string[], env?: Record<string, string>): {status: number | null; output: string};
  dispose(): void;
}

export function tempCopy(): TempCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-copia-'));
  cpSync(repoRoot, dir, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(path.relative(repoRoot, source).split(path.sep)[0]),
  });
  symlinkSync(realpathSync(path.join(repoRoot, 'node_modules')), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    edit(file, from, to) {
      const full = path.join(dir, file);
      const before = readFileSync(full, 'utf8');
      const after = before.replace(from, to);
      if (after === before) throw new Error(`${file}: no aparece ${String(from)}`);
      writeFileSync(full, after);
    },
    remove(file) {
      rmSync(path.join(dir, file));
    },
    run(command, args, env = {}) {
      const result = spawnSync(command, args, {
        cwd: dir,
        encoding: 'utf8',
        env: {...process.env, ...env},
        maxBuffer: 64 * 1024 * 1024,
        timeout: COMMAND_TIME_LIMIT_MS,
      });
      // A command cut off at the limit may still exit 0 (Docusaurus exits cleanly on SIGTERM): report no status.
      if (result.error) {
        return {status: null, output: `${result.stdout}\n${result.stderr}\n${command} no terminó: ${result.error.message}`};
      }
      return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
    },
    dispose() {
      rmSync(dir, {recursive: true, force: true});
    },
  };
}

/** Runs one plugin's loadContent in the copy, as the production build does. */
export function runPluginStep(copy: TempCopy, plugin: 'api-reference' | 'legal-pdfs'): {status: number | null; output: string} {
  const call =
    plugin === 'api-reference'
      ? `apiReference({siteDir: process.cwd(), siteConfig: {baseUrl: '/'}}, {apiBaseUrl: 'https://api.example', downloadsDir: 'generated/static'})`
      : `legalPdfs({siteDir: process.cwd()}, {outputDir: 'generated/static/legal'})`;
  const script = `
    import apiReference from './plugins/api-reference';
    import legalPdfs from './plugins/legal-pdfs';
    (${call} as any).loadContent().then(() => console.log('OK'), (error: Error) => { console.error(error.message); process.exit(1); });
  `;
  return copy.run(path.join(copy.dir, 'node_modules', '.bin', 'tsx'), ['-e', script], {NODE_ENV: 'production'});
}

export function runDocusaurusBuild(copy: TempCopy): {status: number | null; output: string} {
  return copy.run(path.join(copy.dir, 'node_modules', '.bin', 'docusaurus'), ['build'], {NODE_ENV: 'production'});
}
