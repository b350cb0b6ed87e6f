import { readdir, readFile } from 'node:fs/promises';

/**
 * The processes whose parent is `pid` (PostgreSQL's backends each lead a session of their own):
 * the kernel's list of a single-threaded process's children, or else a walk over every process.
 */
async function childrenOf(pid: number): Promise<number[]> {
  const listed = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => null);
  if (listed !== null) return listed.split(' ').filter(Boolean).map(Number);
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid …: comm may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * Freezes a PostgreSQL server for `ms`: SIGSTOP to the postmaster and every backend, then
 * SIGCONT. Connections stay open and new ones are accepted by the kernel, but nothing is ever
 * answered, as with a server that hangs or a network that drops packets. The postmaster stops
 * first, so that no backend starts while its children are listed (one started meanwhile would
 * go on serving its connection, and the freeze would not be one); then every backend, and all
 * thaw together. Linux only (reads /proc). Used as an outage's `breakAndMend` by the
 * database-away test and bench/faults.
 */
export async function freezeDatabase(postmasterPid: number, ms: number): Promise<void> {
  process.kill(postmasterPid, 'SIGSTOP');
  const frozen = [postmasterPid];
  try {
    frozen.push(...(await childrenOf(postmasterPid)));
    for (const pid of frozen) signal(pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, ms));
  } finally {
    for (const pid of frozen.toReversed()) signal(pid, 'SIGCONT');
  }
}

/** Sends `name` to `pid`, unless it has ended meanwhile (a backend whose client left). */
function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
