import { TEAM_TEXT, type AdminRole } from '@skylark/contract';

export const roleLabel = (role: AdminRole) => (role === 'admin' ? TEAM_TEXT.roleAdmin : TEAM_TEXT.roleAgent);
