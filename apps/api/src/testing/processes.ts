import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A child process whose output is kept, to wait for a line and to show when it fails. */
export interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `command` with `args`, keeping stdout and stderr together. `detached`: in a process
 * group of its own, as a terminal starts a command (signal the group with `process.kill(-pid)`).
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  options: { cwd?: string; detached?: boolean } = {},
): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

const serverEntry = path.join(import.meta.dirname, '..', 'server.ts');

/** The API's own entry point (`pnpm start` without the web build), with exactly `env`. */
export function startServerProcess(env: Record<string, string | undefined>): Running {
  return startProcess(process.execPath, ['--import', 'tsx', serverEntry], env);
}

export async function waitForLine(
  running: Running,
  text: string,
  timeoutMs = 60_000,
): Promise<void> {
  const started = Date.now();
  while (!running.output().includes(text)) {
    if (running.child.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for "${text}":\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
