import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const ADMIN_EMAIL = 'admin@skylark.test';
export const ADMIN_PASSWORD = 'Skyward-Heron-2048';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; statusCode: number; data: T };
}

/** One call to /api/v1 with an optional bearer token and JSON body. */
export async function apiCall<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  { token, body, headers }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await request.fetch(`/api/v1${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    data: body,
  });
  return { status: response.status(), body: (await response.json()) as ApiAnswer<T>['body'] };
}

let counter = 0;
/** A unique suffix for e-mails and names of one run. */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e4)}`;
}

export interface CustomerUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  status: string;
  role: 'user';
  createdAt: string;
  updatedAt: string;
}

export interface Customer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  token: string;
  user: CustomerUser;
}

/** Registers a customer through the API and logs them in (answers the token and the user). */
export async function registerCustomer(
  request: APIRequestContext,
  overrides: Partial<Pick<Customer, 'email' | 'password' | 'firstName' | 'lastName' | 'phoneNumber'>> = {},
): Promise<Customer> {
  const id = unique();
  const fields = {
    firstName: 'Test',
    lastName: `Traveller${id.replace(/\d/g, '')}`,
    email: `customer-${id}@skylark.test`,
    phoneNumber: '5551234567',
    password: 'customer-password-1',
    ...overrides,
  };
  const registered = await apiCall(request, 'POST', '/user/register', {
    body: { ...fields, confirmPassword: fields.password },
  });
  expect(registered.status, registered.body.message).toBe(201);
  const login = await apiCall<{ token: string; user: CustomerUser }>(request, 'POST', '/user/login', {
    body: { email: fields.email, password: fields.password },
  });
  expect(login.status, login.body.message).toBe(200);
  return { ...fields, token: login.body.data.token, user: login.body.data.user };
}

/** Signs the customer in the browser by storing the session the way the app does. */
export async function loginCustomerInBrowser(
  page: Page,
  customer: Pick<Customer, 'token' | 'user'>,
): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      // once per tab: a later Sign Out must stay signed out across navigations
      if (window.sessionStorage.getItem('e2e:user-seeded') === null) {
        window.sessionStorage.setItem('e2e:user-seeded', '1');
        window.localStorage.setItem('userToken', token);
        window.localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { token: customer.token, user: customer.user },
  );
}

/** Signs the customer in through the login form. */
export async function loginCustomerThroughUi(page: Page, customer: Pick<Customer, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
}

export interface AdminRecord {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin';
  createdAt: string;
}

/** Logs in as the bootstrap administrator and answers the token and the admin. */
export async function adminLogin(request: APIRequestContext): Promise<{ token: string; admin: AdminRecord }> {
  const login = await apiCall<{ token: string; admin: AdminRecord }>(request, 'POST', '/admin/login', {
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status, login.body.message).toBe(200);
  return login.body.data;
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminLogin(request)).token;
}

/** Signs the administrator in the browser by storing adminToken and admin. */
export async function loginAdminInBrowser(page: Page): Promise<void> {
  const { token, admin } = await adminLogin(page.request);
  await page.addInitScript(
    ({ token: savedToken, admin: savedAdmin }) => {
      if (window.sessionStorage.getItem('e2e:admin-seeded') === null) {
        window.sessionStorage.setItem('e2e:admin-seeded', '1');
        window.localStorage.setItem('adminToken', savedToken);
        window.localStorage.setItem('admin', JSON.stringify(savedAdmin));
      }
    },
    { token, admin },
  );
}
