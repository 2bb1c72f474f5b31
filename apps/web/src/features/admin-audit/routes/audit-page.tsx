import { exportMessages } from '@skylark/contract';
import { FileDown, ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState, usePageTitle } from '@/components/ui';
import { DownloadButton } from '@/components/ui/download-button';
import { ResponsiveList } from '@/components/ui/responsive-list';
import { useDebouncedApply } from '@/lib/hooks/use-debounced-apply';
import { QueryList } from '@/components/ui/query-list';
import { TableHead } from '@/components/ui/table-head';
import { useErrorMessage } from '@/lib/i18n/error-message';
import { formatDateTime } from '@/lib/format';
import { type AuditFilters, useAuditEvents } from '@/features/admin-audit/api/get-audit-events';
import { AuditActionBadge } from '@/features/admin-audit/components/audit-action-badge';
import { AuditChange } from '@/features/admin-audit/components/audit-change';
import { AuditEventCard, targetOf } from '@/features/admin-audit/components/audit-event-card';
import { AuditActor, AuditTarget } from '@/features/admin-audit/components/audit-people';
import { AuditFiltersPanel } from '@/features/admin-audit/components/audit-filters';

const ACTOR_DELAY_MS = 300;
const noFilters: AuditFilters = {
  action: '',
  actor: '',
  targetType: '',
  target: '',
  startDate: '',
  endDate: '',
};

/** Audit (/admin/audit): who did what, when and from where; read-only, newest first. */
export default function AuditPage() {
  const errorMessage = useErrorMessage();
  usePageTitle('Audit');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [actorInput, setActorInput] = useState('');
  const [targetInput, setTargetInput] = useState('');
  const events = useAuditEvents(page, filters);

  const changeFilters = (next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  };

  // The actor filter applies once typing settles.
  useEffect(() => {
    const next = actorInput.trim();
    if (next === filters.actor) return;
    const timer = window.setTimeout(() => {
      setFilters((current) => ({ ...current, actor: next }));
      setPage(1);
    }, ACTOR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [actorInput, filters.actor]);

  useDebouncedApply(targetInput.trim(), filters.target, (target) => {
    setFilters((current) => ({ ...current, target }));
    setPage(1);
  });

  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900">Audit</h1>
          <p className="mt-1 text-sm text-navy-500">
            Every administrator action and security event, as recorded. Nothing here can be changed.
          </p>
        </div>
        {/* the events the filters select, every page (docs/product.md#153-the-desks-day-flights-the-audit-trail-and-roles) */}
        <DownloadButton
          path="/admin/audit/export.csv"
          query={{ ...filters }}
          fileName="skylark-audit.csv"
          failure={exportMessages.failed}
          variant="outline"
          icon={<FileDown className="size-4" aria-hidden="true" />}
        >
          {exportMessages.exportCsv}
        </DownloadButton>
      </div>

      <AuditFiltersPanel
        filters={filters}
        actorInput={actorInput}
        onActorInput={setActorInput}
        targetInput={targetInput}
        onTargetInput={setTargetInput}
        onChange={changeFilters}
      />

      <QueryList
        query={events}
        loadingLabel="Loading audit events…"
        errorText={(error) => errorMessage(error, 'Could not load the audit trail')}
        empty={
          <EmptyState
            title="No audit events found"
            description={filtered ? 'Nothing matches these filters.' : undefined}
            icon={<ScrollText className="size-7" aria-hidden="true" />}
          />
        }
      >
        {(data) => (
          <ResponsiveList
            items={data.data}
            itemKey={(event) => event._id}
            page={data.currentPage}
            totalPages={data.totalPages}
            onPageChange={setPage}
            card={(event) => <AuditEventCard event={event} />}
            table={
              <table className="w-full min-w-[52rem] text-start text-sm">
                <TableHead
                  columns={['When', 'Action', 'Actor', 'Target', 'Address', 'Changes']}
                  cellClassName="px-4 py-3"
                />
                <tbody className="divide-y divide-navy-100" aria-busy={events.isFetching || undefined}>
                  {data.data.map((event) => (
                    <tr key={event._id} className="align-top hover:bg-navy-50/50">
                      <td className="px-4 py-3 whitespace-nowrap text-navy-700">
                        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                      </td>
                      <td className="px-4 py-3">
                        <AuditActionBadge action={event.action} />
                      </td>
                      <td className="max-w-56 px-4 py-3">
                        <AuditActor event={event} />
                      </td>
                      <td className="max-w-64 px-4 py-3">
                        <AuditTarget event={event} label={targetOf(event)} />
                      </td>
                      <td className="px-4 py-3 whitespace-nowrap text-navy-700">{event.ip ?? '—'}</td>
                      <td className="w-72 px-4 py-3">
                        <AuditChange event={event} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            }
          />
        )}
      </QueryList>
    </div>
  );
}
