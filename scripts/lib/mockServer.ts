/**
 * Starts Prism (`@stoplight/prism-cli`) as a mock of one bundled spec on the loopback interface:
 * it answers with the documented examples and rejects requests that break the spec.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';
import {LOCAL_MOCK_DEFAULT_PORT, LOCAL_MOCK_HOST} from '../../config/localMock';
import {repoRoot} from '../../lib/paths';

export const prismBin = path.join(repoRoot, 'node_modules', '.bin', 'prism');
export const MOCK_HOST = LOCAL_MOCK_HOST;
export const DEFAULT_MOCK_PORT = LOCAL_MOCK_DEFAULT_PORT;

export interface RunningMock {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A port the system reports free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, MOCK_HOST, () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });
}

export function prismArguments(specFile: string, port: number): string[] {
  return ['mock', specFile, '--host', MOCK_HOST, '--port', String(port)];
}

/** Starts the mock and resolves once Prism says it listens; rejects with its output if it exits first. */
export function startMock(specFile: string, port: number, {timeoutMs = 60_000} = {}): Promise<RunningMock> {
  const child = spawn(prismBin, prismArguments(specFile, port), {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`Prism no arrancó en ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Prism is listening/.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        // Keep draining the pipes so Prism never blocks on a full buffer.
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({url: `http://${MOCK_HOST}:${port}`, process: child, stop});
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism terminó (código ${code}) antes de escuchar:\n${output}`));
    });
  });
}
