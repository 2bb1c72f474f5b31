import { teamMessages } from '@skylark/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import JobsPage from '@/features/admin-jobs/routes/jobs-page';
import TeamPage from '@/features/admin-team/routes/team-page';
import { clearAdminSession, setAdminSession } from '@/lib/session';
import { ok, on, serve } from '@/test/api';
import { sampleAdmin } from '@/test/records';
import { renderAt } from '@/test/render';
import { RequireFullAdmin } from './guards';

afterEach(() => clearAdminSession());

const team = (
  <RequireFullAdmin page="Team">
    <TeamPage />
  </RequireFullAdmin>
);

describe('RequireFullAdmin', () => {
  it('tells an agent the page is for administrators, with no Add Member and no request', async () => {
    const seen = serve(on('GET /admin/team', ok([])));
    setAdminSession('agent-jwt', { ...sampleAdmin, teamRole: 'agent' });
    renderAt('/admin/team', { '/admin/team': team });
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(teamMessages.adminsOnlyTitle)).toBeInTheDocument();
    expect(screen.getByText(teamMessages.adminsOnly('Team'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: teamMessages.addMember })).toBeNull();
    expect(seen.filter((r) => r.url.pathname.endsWith('/admin/team'))).toEqual([]);
  });

  it('shows the page itself to an admin', async () => {
    serve(on('GET /admin/team', ok([])));
    setAdminSession('admin-jwt', sampleAdmin);
    renderAt('/admin/team', { '/admin/team': team });
    expect(await screen.findByRole('button', { name: teamMessages.addMember })).toBeInTheDocument();
    expect(screen.queryByText(teamMessages.adminsOnlyTitle)).toBeNull();
  });

  it('keeps the Jobs screen from an agent, without asking for the failed jobs', async () => {
    const seen = serve(on('GET /admin/jobs/failed', ok([])));
    setAdminSession('agent-jwt', { ...sampleAdmin, teamRole: 'agent' });
    renderAt('/admin/jobs', {
      '/admin/jobs': (
        <RequireFullAdmin page="Jobs">
          <JobsPage />
        </RequireFullAdmin>
      ),
    });
    expect(await screen.findByText(teamMessages.adminsOnly('Jobs'))).toBeInTheDocument();
    expect(seen.filter((r) => r.url.pathname.endsWith('/admin/jobs/failed'))).toEqual([]);
  });
});
