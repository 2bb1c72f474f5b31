import { AUDIT_ACTION_LABELS, type AuditAction } from '@skylark/contract';
import { Badge, type BadgeTone } from '@/components/ui';

function toneOf(action: AuditAction): BadgeTone {
  if (action === 'auth.login_failed' || action === 'auth.login_throttled' || action === 'mfa.code_failed') {
    return 'red';
  }
  if (action.endsWith('.delete') || action === 'user.block' || action === 'booking.reject') return 'yellow';
  if (action.startsWith('auth.') || action.startsWith('mfa.')) return 'blue';
  return 'green';
}

/** The action in words, with a colour by kind (security refusals red, removals yellow). */
export function AuditActionBadge({ action }: { action: AuditAction }) {
  return <Badge tone={toneOf(action)}>{AUDIT_ACTION_LABELS[action]}</Badge>;
}
