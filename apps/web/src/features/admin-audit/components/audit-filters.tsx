import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
} from '@skylark/contract';
import { Input, Select } from '@/components/ui';
import type { AuditFilters } from '@/features/admin-audit/api/get-audit-events';

/** Action, actor e-mail, target and a day range: each change reloads the list from page 1. */
export function AuditFiltersPanel({
  filters,
  actorInput,
  onActorInput,
  targetInput,
  onTargetInput,
  onChange,
}: {
  filters: AuditFilters;
  actorInput: string;
  onActorInput: (value: string) => void;
  targetInput: string;
  onTargetInput: (value: string) => void;
  onChange: (next: AuditFilters) => void;
}) {
  return (
    <div className="grid gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card sm:grid-cols-2 lg:grid-cols-3">
      <Select
        label="Action"
        value={filters.action}
        onChange={(e) => onChange({ ...filters, action: e.target.value as AuditAction | '' })}
        options={[
          { value: '', label: 'All actions' },
          ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
        ]}
      />
      <Input
        label="Actor"
        type="search"
        placeholder="E-mail contains…"
        maxLength={254}
        value={actorInput}
        onChange={(e) => onActorInput(e.target.value)}
      />
      <Select
        label="Target type"
        value={filters.targetType}
        onChange={(e) => onChange({ ...filters, targetType: e.target.value as AuditFilters['targetType'] })}
        options={[
          { value: '', label: 'All targets' },
          ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: AUDIT_TARGET_LABELS[type] })),
        ]}
      />
      <Input
        label="Target"
        type="search"
        placeholder="Tracking ID, flight number, name…"
        maxLength={100}
        value={targetInput}
        onChange={(e) => onTargetInput(e.target.value)}
      />
      <Input
        label="From"
        type="date"
        value={filters.startDate}
        onChange={(e) => onChange({ ...filters, startDate: e.target.value })}
      />
      <Input
        label="To"
        type="date"
        value={filters.endDate}
        onChange={(e) => onChange({ ...filters, endDate: e.target.value })}
      />
    </div>
  );
}
