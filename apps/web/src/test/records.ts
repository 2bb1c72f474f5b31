import type { Admin, User } from '@skylark/contract';

export const sampleUser: User = {
  _id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '5551234567',
  status: 'active',
  role: 'user',
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-02-06T11:30:00.000Z',
};

export const sampleAdmin: Admin = {
  _id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
};
