import type { Page } from '@playwright/test';
import { expect, toast } from './fixtures';
import { type Member, newMember, openAdminTab, test } from './moderation-helpers';

// Badges (issue 16 point 1, DECISIONS D11): Certified Trainer is requested and an admin decides.

async function requestTrainer(page: Page, note: string) {
  await page.goto('/edit-profile');
  const card = page.getByRole('region', { name: 'Verified badges' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The spec's self-declared checkbox is gone.
  await expect(page.getByLabel('I am a fitness trainer')).toHaveCount(0);
  const form = card.getByRole('form', { name: 'Request Certified Trainer verification' });
  await form.getByLabel('Note for the admin (optional)').fill(note);
  await form.getByLabel('Link to a certificate or profile (optional)').fill('https://example.org/cert/123');
  await form.getByRole('button', { name: 'Request verification: Certified Trainer' }).click();
  await expect(toast(page)).toContainText('Request sent');
  await expect(card).toContainText('Waiting for an admin');
  return card;
}

async function openQueue(page: Page, member: Member) {
  await openAdminTab(page, 'Badge requests');
  const request = page.getByRole('article', { name: `Certified Trainer request by @${member.account.username}` });
  await expect(request).toBeVisible();
  return request;
}

test.describe('verified badges', () => {
  test('a member requests verification, an admin grants it from the queue, the member sees the badge and the notification', async ({
    adminPage: page,
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const member = await newMember(baseURL!, 'Tara');
    const memberPage = await pageOf(member);
    const card = await requestTrainer(memberPage, 'NASM certified since 2019');

    const request = await openQueue(page, member);
    await expect(request).toContainText('NASM certified since 2019');
    await expect(request.getByRole('link', { name: 'https://example.org/cert/123' })).toBeVisible();
    await request.getByRole('button', { name: `Grant Certified Trainer to @${member.account.username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Grant Certified Trainer to @${member.account.username}?` });
    await confirm.getByRole('button', { name: 'Grant badge' }).click();
    await expect(toast(page)).toContainText(`${member.name} now holds Certified Trainer`);
    await expect(request).toHaveCount(0);
    // The audit log has it.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByText(`granted Certified Trainer to ${member.account.username}`).first()).toBeVisible();

    // The member's open page learns it over the socket; the notification and the profile show it.
    await expect(card).toContainText('Certified Trainer · Verified');
    await memberPage.goto('/notifications');
    await expect(memberPage.getByText('Ada Admin verified your Certified Trainer badge')).toBeVisible();
    await memberPage.goto('/profile');
    await expect(memberPage.getByRole('heading', { level: 1 })).toContainText('Certified Trainer', { timeout: 20_000 });
  });

  test('an admin refuses with a reason: no badge, the member reads why and may ask again', async ({
    adminPage: page,
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const member = await newMember(baseURL!, 'Omar');
    const memberPage = await pageOf(member);
    await requestTrainer(memberPage, 'Trust me');

    const request = await openQueue(page, member);
    await request.getByRole('button', { name: `Refuse Certified Trainer to @${member.account.username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Refuse Certified Trainer to @${member.account.username}?` });
    await confirm.getByLabel('Reason (optional, shown to the member)').fill('Please link your certificate');
    await confirm.getByRole('button', { name: 'Refuse' }).click();
    await expect(toast(page)).toContainText(`Refused Certified Trainer for ${member.name}`);
    await page.getByLabel('Status').selectOption('refused');
    await expect(
      page.getByRole('article', { name: `Certified Trainer request by @${member.account.username}` }),
    ).toContainText('Please link your certificate');

    await memberPage.goto('/notifications');
    await expect(
      memberPage.getByText('Ada Admin could not verify your Certified Trainer badge: Please link your certificate'),
    ).toBeVisible();
    await memberPage.goto('/edit-profile');
    const card = memberPage.getByRole('region', { name: 'Verified badges' });
    await expect(card).toContainText('Refused: Please link your certificate', { timeout: 20_000 });
    await expect(card.getByRole('button', { name: 'Request verification: Certified Trainer' })).toBeVisible();
    await memberPage.goto('/profile');
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(memberPage.getByRole('heading', { level: 1 })).not.toContainText('Certified Trainer');
  });

  test('badges earned by a logged workout appear on the profile, granted by the server', async ({ page, member }) => {
    void member;
    const [bench] = await (await page.request.get('/api/exercises?q=bench%20press')).json();
    const date = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const logged = await page.request.post('/api/workout-logs', {
      data: { date, durationMinutes: 30, exercises: [{ exerciseId: bench.id, sets: [{ reps: 5, weightKg: 40 }] }] },
    });
    expect(logged.status()).toBe(201);
    // Asking for it, or setting it, is refused.
    const self = await page.request.post(`/api/users/${member.user.id}/badges`, { data: { badge: 'first_workout' } });
    expect(self.status()).toBe(403);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Badges' })).toContainText('First Workout');
  });
});
