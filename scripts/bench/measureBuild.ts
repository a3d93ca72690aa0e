import {execFileSync, spawn} from 'node:child_process';

export interface BuildMeasure {
  wallSeconds: number;
  peakMemoryMb: number;
}

/** Resident memory of a process and all its descendants, in kB (from one `ps` snapshot). */
function treeRssKb(rootPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const [pid, ppid, kb] of rows) {
    rss.set(pid!, kb!);
    children.set(ppid!, [...(children.get(ppid!) ?? []), pid!]);
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs `docusaurus build` in a site folder, timing it and sampling the peak memory of its process tree. */
export function measureBuild(siteDir: string, label: string): Promise<BuildMeasure> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npx', ['docusaurus', 'build', siteDir], {cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peakKb = 0;
    const sampler = setInterval(() => {
      try {
        peakKb = Math.max(peakKb, treeRssKb(child.pid!));
      } catch {
        // The process tree changed between listing and reading; the next sample counts.
      }
    }, 250);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`La compilación ${label} falló (código ${code}):\n${output.slice(-3000)}`));
        return;
      }
      resolve({wallSeconds: (performance.now() - started) / 1000, peakMemoryMb: Math.round(peakKb / 1024)});
    });
  });
}
