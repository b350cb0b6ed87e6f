import { readdir, readFile } from 'node:fs/promises';

/** The processes whose parent is `pid` (PostgreSQL's backends each lead a session of their own). */
async function childrenOf(pid: number): Promise<number[]> {
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
 * answered, as with a server that hangs or a network that drops packets. All at once (the list
 * is read first): a backend left running while the rest are stopped, or thawed late, would
 * hold its locks against the others. Linux only (reads /proc). Used as an outage's
 * `breakAndMend` by the database-away test and bench/faults.
 */
export async function freezeDatabase(postmasterPid: number, ms: number): Promise<void> {
  const frozen = [postmasterPid, ...(await childrenOf(postmasterPid))];
  for (const pid of frozen) process.kill(pid, 'SIGSTOP');
  try {
    await new Promise((resolve) => setTimeout(resolve, ms));
  } finally {
    for (const pid of frozen.toReversed()) process.kill(pid, 'SIGCONT');
  }
}
