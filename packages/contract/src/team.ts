import { z } from 'zod';
import { adminRegisterBody } from './auth';
import { ADMIN_ROLES } from './constants';

/** The Team screen (docs/product.md#121-roles-and-the-team): administrators with their role, last login and two-factor. */
export const teamMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamRole: z.enum(ADMIN_ROLES),
  lastLoginAt: z.string().nullable(),
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The most members the Team screen lists. */
export const MAX_TEAM_MEMBERS = 500;
export const teamList = z.array(teamMemberSchema).max(MAX_TEAM_MEMBERS);

/** POST /admin/team: a colleague with a temporary password the admin hands over. */
export const addTeamMemberBody = adminRegisterBody.extend({ teamRole: z.enum(ADMIN_ROLES) });
export type AddTeamMemberBody = z.input<typeof addTeamMemberBody>;

/** PATCH /admin/team/{id}. */
export const teamRoleBody = z.object({ teamRole: z.enum(ADMIN_ROLES) });
export type TeamRoleBody = z.infer<typeof teamRoleBody>;
