import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system) of processes, read from Linux's /proc: what a page load costs the
 * browser and the server on a machine whose cores they share, whatever the wall clock says.
 */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

type ProcessStat = { pid: number; parent: number; cpuMs: number };

function readStat(pid: number): ProcessStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis don't.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, parent: Number(fields[1]), cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return null; // The process ended meanwhile.
  }
}

function allProcesses(): ProcessStat[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcessStat => stat !== null);
}

/** The process and every process below it. */
function treeOf(rootPid: number, processes: readonly ProcessStat[]): ProcessStat[] {
  const inTree = new Set([rootPid]);
  // Parents have lower pids almost always, but not after pid wrap-around: repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const { pid, parent } of processes) {
      if (inTree.has(parent) && !inTree.has(pid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return processes.filter(({ pid }) => inTree.has(pid));
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

const sumCpu = (processes: readonly ProcessStat[]) =>
  processes.reduce((sum, { cpuMs }) => sum + cpuMs, 0);

/** CPU milliseconds used so far by a process and every process below it. */
export function treeCpuMs(rootPid: number): number {
  return sumCpu(treeOf(rootPid, allProcesses()));
}

/** CPU milliseconds used so far by the processes this one started whose command line names `program`. */
export function childrenCpuMs(program: string): number {
  const children = treeOf(process.pid, allProcesses()).filter(({ pid }) => pid !== process.pid);
  return sumCpu(children.filter(({ pid }) => commandLineOf(pid).includes(program)));
}
