import { writeFileSync } from 'node:fs';
import { type FullConfig, request } from '@playwright/test';
import type { User } from '../common/schemas/user';
import { linkIn, waitForMail } from './mail';

export interface AdminCredentials {
  username: string;
  password: string;
}

/**
 * Registers the first account of the fresh database, which is the admin, and writes its
 * credentials where the fixtures find them (E2E_ADMIN_FILE, set by playwright.config.ts).
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL!;
  const file = process.env.E2E_ADMIN_FILE!;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  try {
    const credentials: AdminCredentials = { username: `admin_${Date.now().toString(36)}`, password: 'admin-pass-123' };
    const response = await api.post('/api/auth/register', {
      data: {
        ...credentials,
        email: `${credentials.username}@e2e.test`,
        confirmPassword: credentials.password,
        firstName: 'Ada',
        lastName: 'Admin',
      },
    });
    if (response.status() !== 201)
      throw new Error(`registering the admin: ${response.status()} ${await response.text()}`);
    const user = (await response.json()) as User;
    if (!user.isAdmin) throw new Error('the first account is not an admin: is the data directory fresh?');
    // The admin confirms their address from the emailed link, like any member (issue 18).
    const mail = await waitForMail(user.email!, 'Confirm your FitCircle email address');
    const token = linkIn(mail, '/verify-email').searchParams.get('token');
    const confirmed = await api.post('/api/auth/verify-email', { data: { token } });
    if (confirmed.status() !== 200) throw new Error(`confirming the admin: ${await confirmed.text()}`);
    writeFileSync(file, JSON.stringify(credentials));
  } finally {
    await api.dispose();
  }
}
