import type { AuditEvent } from '@skylark/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import AuditPage from './audit-page';

const event = (n: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  _id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
  occurredAt: '2026-11-20T10:15:00.000Z',
  actorId: '00000000-0000-4000-8000-000000000001',
  actorEmail: `admin${n}@skylark.test`,
  actorRole: 'admin',
  action: 'user.block',
  targetType: 'user',
  targetId: `U${n}`,
  targetLabel: `Customer Ada Lovelace ${n}`,
  before: { status: 'active' },
  after: { status: 'blocked' },
  ip: '203.0.113.9',
  ...overrides,
});
const page = (events: AuditEvent[], currentPage = 1, totalPages = 1) =>
  ok({ data: events, currentPage, totalPages, totalEvents: events.length });

describe('Audit', () => {
  it('lists events with action, actor, target, address and their before/after', async () => {
    serve(
      on('GET /admin/audit', () =>
        page([
          event(1, {
            actorName: 'Grace Hopper',
            actorTitle: 'Agent',
            targetReference: 'ada1@example.com',
          }),
          event(2, {
            action: 'auth.login_failed',
            actorEmail: null,
            actorRole: 'anonymous',
            before: null,
            after: null,
            targetType: null,
            targetId: null,
            targetLabel: null,
          }),
        ]),
      ),
    );
    renderAt('/admin/audit', { '/admin/audit': <AuditPage /> });
    // the actor by name and team role, the target with its full reference and a copy button
    const row = await screen.findByRole('row', { name: /User blocked/ });
    expect(row).toHaveTextContent(
      'User blockedGrace HopperAgent · admin1@skylark.testCustomer Ada Lovelace 1ada1@example.comCopy203.0.113.9',
    );
    expect(within(row).getByRole('button', { name: 'Copy ada1@example.com' })).toBeInTheDocument();
    // each change as field: before → after, not raw JSON
    expect(within(row).getByRole('list', { name: 'Changes' })).toHaveTextContent('status: active → blocked');
    expect(within(row).queryByText(/"status"/)).toBeNull();
    expect(screen.getByRole('row', { name: /Login failed Anonymous anonymous/ })).toBeInTheDocument();
  });

  it('sends the filters and starts again at page 1', async () => {
    const seen = serve(
      on('GET /admin/audit', (request) =>
        request.url.searchParams.get('action') ? page([event(3)]) : page([event(1)], 1, 3),
      ),
    );
    renderAt('/admin/audit', { '/admin/audit': <AuditPage /> });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('page')).toBe('2'));
    await events.selectOptions(screen.getByLabelText('Action'), 'User blocked');
    await events.type(screen.getByLabelText('Actor'), 'admin3');
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('actor')).toBe('admin3'));
    await events.selectOptions(screen.getByLabelText('Target type'), 'Flights');
    await events.type(screen.getByLabelText('Target'), 'SK102');
    await waitFor(() => expect(seen.at(-1)!.url.searchParams.get('target')).toBe('SK102'));
    const last = seen.at(-1)!.url.searchParams;
    expect(last.get('targetType')).toBe('flight');
    expect(last.get('action')).toBe('user.block');
    expect(last.get('page')).toBe('1');
    expect(last.get('limit')).toBe('20');
  });

  it('shows the empty state, and the error with Try again', async () => {
    let fail = true;
    serve(on('GET /admin/audit', () => (fail ? failure(400, 'Boom') : page([]))));
    renderAt('/admin/audit', { '/admin/audit': <AuditPage /> });
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('No audit events found')).toBeInTheDocument();
  });
});
