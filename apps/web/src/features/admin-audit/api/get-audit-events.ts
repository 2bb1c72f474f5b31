import type { AUDIT_TARGET_TYPES, AuditAction, AuditPage } from '@skylark/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuditFilters {
  action: AuditAction | '';
  actor: string;
  targetType: (typeof AUDIT_TARGET_TYPES)[number] | '';
  /** a target's id, 4+ characters of a tracking ID, a flight number, a name or e-mail */
  target: string;
  startDate: string;
  endDate: string;
}

export const auditKey = ['admin', 'audit'] as const;

/** GET /admin/audit: 20 a page, newest first, filtered by action, actor e-mail, target and day range. */
export async function getAuditEvents(
  page: number,
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const result = await api<AuditPage>('GET', '/admin/audit', {
    query: { page, limit: 20, ...filters, actor: filters.actor.trim(), target: filters.target.trim() },
    signal,
  });
  return result.data;
}

export const auditEventsQueryOptions = (page: number, filters: AuditFilters) =>
  queryOptions({
    queryKey: [...auditKey, 'list', page, filters],
    queryFn: ({ signal }) => getAuditEvents(page, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditEvents = (page: number, filters: AuditFilters) =>
  useQuery(auditEventsQueryOptions(page, filters));
