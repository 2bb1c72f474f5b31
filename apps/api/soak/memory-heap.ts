import { readFileSync, rmSync } from 'node:fs';

/**
 * Counts of a V8 heap snapshot's objects by constructor (and closures by function name), and the
 * growth between two: what the memory soak holds to "nothing grows".
 */

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Reads a .heapsnapshot file, counts its objects and closures by name, and deletes the file. */
export function countByConstructor(file: string): Map<string, number> {
  const heap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  rmSync(file, { force: true });
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const counts = new Map<string, number>();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]!];
    if (type !== 'object' && type !== 'closure') continue;
    const name = `${type === 'closure' ? 'closure ' : ''}${heap.strings[heap.nodes[i + nameAt]!]}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

export interface Growth {
  name: string;
  before: number;
  after: number;
}

/** The kinds that grew by more than `atLeast` objects and `share` of their count, largest first. */
export function growthBetween(
  before: Map<string, number>,
  after: Map<string, number>,
  atLeast = 500,
  share = 0.1,
): Growth[] {
  return [...after]
    .map(([name, count]) => ({ name, before: before.get(name) ?? 0, after: count }))
    .filter((g) => g.after - g.before > Math.max(atLeast, g.before * share))
    .sort((a, b) => b.after - b.before - (a.after - a.before));
}
