import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/client';

/** Each read replica's lag and state, and where the routed reads went (docs/deploy.md). */
export function replicaMetrics(registry: Registry, database: Database): void {
  new Gauge({
    name: 'skylark_replica_lag_seconds',
    help: 'How far each read replica is behind the primary (-1: not reachable)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of database.reads.replicas()) {
        this.set({ replica: replica.name }, replica.lagSeconds ?? -1);
      }
    },
  });
  new Gauge({
    name: 'skylark_replica_lag_bytes',
    help: 'Write-ahead log each read replica has not replayed yet (-1: not reachable)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of database.reads.replicas()) {
        this.set({ replica: replica.name }, replica.lagBytes ?? -1);
      }
    },
  });
  new Gauge({
    name: 'skylark_replica_up',
    help: 'Whether each read replica answers as a standby (1) or not (0)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of database.reads.replicas())
        this.set({ replica: replica.name }, replica.up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'skylark_routed_reads',
    help: 'Public reads and analytics answered by a replica or the primary since start; retried: failed on a replica, answered by the primary',
    labelNames: ['target'],
    registers: [registry],
    collect() {
      const stats = database.reads.stats();
      this.set({ target: 'replica' }, stats.replica);
      this.set({ target: 'primary' }, stats.primary);
      this.set({ target: 'retried' }, stats.retried);
    },
  });
  new Gauge({
    name: 'skylark_replica_longest_wait_seconds',
    help: 'The longest a public read has waited for a replica to replay a change heard of',
    registers: [registry],
    collect() {
      this.set(database.reads.stats().longestWaitSeconds);
    },
  });
}
