/** What other modules use of the audit trail (docs/conventions.md): recording an action, and a flight's snapshot. */
export { auditContext, recordAudit, type AuditContext } from './record';
export { auditedFlight } from './snapshots';
