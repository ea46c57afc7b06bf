import { readFileSync } from 'node:fs';
import os from 'node:os';
import { hasTaskset } from './config';
import type { Machine } from './report';

/** The machine a bench ran on, written into its results: cores, CPU, memory, load and the Node version it ran. */
export function machine(): Machine {
  const cpu =
    /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    nproc: os.cpus().length,
    cpu,
    node: process.version,
    memGb: os.totalmem() / 1e9,
    taskset: hasTaskset,
    loadAvg: os.loadavg(),
  };
}
