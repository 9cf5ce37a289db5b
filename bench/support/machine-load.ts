import { cpus, loadavg } from 'node:os';

/** The machine's load at the moment, as `load 1.23 / 2 cores`, printed beside figures that depend on it. */
export function machineLoad(): string {
  return `load ${loadavg()[0]?.toFixed(2) ?? '?'} / ${cpus().length} cores`;
}
