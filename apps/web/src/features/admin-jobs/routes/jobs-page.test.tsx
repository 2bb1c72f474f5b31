import { type FailedJob, jobsMessages } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAdminSession, setAdminSession } from '@/lib/session';
import { ok, on, serve } from '@/test/api';
import { sampleAdmin } from '@/test/records';
import { renderAt } from '@/test/render';
import JobsPage from './jobs-page';

afterEach(() => clearAdminSession());

const failed: FailedJob = {
  id: '6f1c1b7e-2a49-4a8e-9f0c-3c7b2f1a9d10',
  queue: 'mail',
  what: 'E-mail "bookingReceived" to ada@example.com',
  error: 'Mailbox unavailable: try later',
  tries: 6,
  createdAt: '2026-11-27T10:00:00.000Z',
  failedAt: '2026-11-27T10:31:00.000Z',
};

const page = <JobsPage />;

describe('Jobs', () => {
  it('lists a failed job, what, why and how many tries, and Retry runs it again', async () => {
    let list = [failed];
    const seen = serve(
      on('GET /admin/jobs/failed', () => ok(list)),
      on('POST /admin/jobs/:id/retry', () => {
        list = [];
        return ok(null, jobsMessages.retried);
      }),
    );
    setAdminSession('admin-jwt', sampleAdmin);
    renderAt('/admin/jobs', { '/admin/jobs': page });
    const card = await screen.findByRole('listitem', { name: failed.what });
    expect(card).toHaveTextContent(`${jobsMessages.why}: Mailbox unavailable: try later`);
    expect(card).toHaveTextContent(`${jobsMessages.tries}: 6`);

    await userEvent.click(screen.getByRole('button', { name: `${jobsMessages.retry}: ${failed.what}` }));
    expect(await screen.findByText(jobsMessages.none)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        seen.some((r) => r.method === 'POST' && r.url.pathname.endsWith(`/admin/jobs/${failed.id}/retry`)),
      ).toBe(true),
    );
  });
});
