import { teamMessages, type AdminRole } from '@skylark/contract';

export const roleLabel = (role: AdminRole) =>
  role === 'admin' ? teamMessages.roleAdmin : teamMessages.roleAgent;
