import type { Page } from '@playwright/test';
import type { TeamMember } from '@skylark/contract';
import { adminToken, apiCall, unique } from './api';
import { expect } from './fixtures';

/** The temporary password the Team screen gives a new member, and the one it is replaced by. */
export const TEMPORARY_PASSWORD = 'Kestrel-Harbour-42';
export const RENEWED_PASSWORD = 'Osprey-Lantern-77';

/** A desk agent added through the Team API, its temporary password replaced, signed in in the browser. */
export async function loginAgentInBrowser(page: Page): Promise<void> {
  const token = await adminToken(page.request);
  const email = `agent-${unique()}@skylark.test`;
  const added = await apiCall<TeamMember>(page.request, 'POST', '/admin/team', {
    token,
    body: { email, password: TEMPORARY_PASSWORD, firstName: 'Desk', lastName: 'Agent', teamRole: 'agent' },
  });
  expect(added.status, added.body.message).toBe(201);
  const first = await apiCall<{ challenge: string }>(page.request, 'POST', '/admin/login', {
    body: { email, password: TEMPORARY_PASSWORD },
  });
  expect(first.body.data).toMatchObject({ step: 'password' });
  const login = await apiCall<{ token: string; admin: unknown }>(
    page.request,
    'POST',
    '/admin/login/password',
    {
      body: { challenge: first.body.data.challenge, newPassword: RENEWED_PASSWORD },
    },
  );
  expect(login.status).toBe(200);
  await page.addInitScript(({ token: t, admin }) => {
    window.localStorage.setItem('adminToken', t);
    window.localStorage.setItem('admin', JSON.stringify(admin));
  }, login.body.data);
}
