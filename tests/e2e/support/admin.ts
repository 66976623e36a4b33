import { expect, request as playwrightRequest } from '@playwright/test';

/**
 * Approves an engineer as the seeded admin (MARKETPLACE_ADMIN_USERNAME / MARKETPLACE_ADMIN_PASSWORD, the values the
 * system was started with), in a separate API context so no browser session changes.
 */
export async function approveEngineer(baseURL: string, engineerId: number): Promise<void> {
  const password = process.env.MARKETPLACE_ADMIN_PASSWORD;
  if (!password) throw new Error('Set MARKETPLACE_ADMIN_PASSWORD to the admin password the system was started with');
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await admin.post('/api/login', { data: { username: process.env.MARKETPLACE_ADMIN_USERNAME ?? 'admin', password } });
    expect(login.status(), await login.text()).toBe(200);
    const approval = await admin.post(`/api/admin/engineers/${engineerId}/approve`);
    expect(approval.status(), await approval.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
