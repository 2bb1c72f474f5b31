/**
 * What other modules use of the audit trail (docs/conventions.md): recording an action, a flight's
 * snapshot, and reading events with their targets' labels (the customer overview).
 */
export { auditContext, recordAudit, type AuditContext } from './record';
export { auditedExport } from './exports';
export { auditedFlight } from './snapshots';
export { toAuditEvent } from './service';
export { labelOf, targetLabels } from './targets';
export { auditModule } from './plugin';
