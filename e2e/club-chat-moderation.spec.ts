import type { APIRequestContext, Page } from '@playwright/test';
import { expect, toast } from './fixtures';
import { newMember, openAdminTab, submitReport, test } from './moderation-helpers';

// Issue 34 in the browser: a club's group conversation sits in Messages beside direct ones, with
// its unread count and members online, and messages arrive live both ways; leaving the club
// takes it away. A member reports a club from its page and an admin removes it from the Reports
// tab: the club is gone for its members and the audit log says so.

async function createClub(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.post('/api/clubs', { data: { name, sport: 'run', joinPolicy: 'open' } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

const clubsList = (page: Page) => page.getByRole('list', { name: 'Club conversations' });

test.describe('club conversations and club moderation @desktop', () => {
  test('a club conversation in Messages: unread count, live both ways, gone after leaving', async ({
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await newMember(baseURL!, 'Olga');
    const runner = await newMember(baseURL!, 'Ravi');
    const name = `Harbour Milers ${Date.now().toString(36)}`;
    const clubId = await createClub(owner.api, name);
    expect((await runner.api.post(`/api/clubs/${clubId}/join`)).status()).toBe(200);

    const ownerPage = await pageOf(owner);
    const runnerPage = await pageOf(runner);
    await runnerPage.goto('/chat');
    await expect(clubsList(runnerPage).getByRole('button', { name: new RegExp(name) })).toBeVisible();

    // The owner writes in the club's conversation; the runner, on Messages, sees it unread.
    await ownerPage.goto('/chat');
    await clubsList(ownerPage)
      .getByRole('button', { name: new RegExp(name) })
      .click();
    const ownerPane = ownerPage.getByRole('region', { name: `Conversation of ${name}` });
    await expect(ownerPane.getByTestId('club-online')).toHaveText(/[12] online/);
    await ownerPane.getByRole('textbox', { name: 'Message' }).fill('Intervals at six, who is in?');
    await ownerPane.getByRole('button', { name: 'Send' }).click();
    await expect(ownerPane.getByRole('list', { name: 'Messages' })).toContainText('Intervals at six');

    const runnerEntry = clubsList(runnerPage).getByRole('button', { name: new RegExp(name) });
    await expect(runnerEntry).toContainText('1 unread');
    await expect(runnerEntry).toContainText('Intervals at six');
    await runnerEntry.click();
    const runnerPane = runnerPage.getByRole('region', { name: `Conversation of ${name}` });
    await expect(runnerPane.getByRole('list', { name: 'Messages' })).toContainText('Intervals at six');
    await expect(runnerEntry).not.toContainText('unread');

    // The reply arrives live in the owner's open conversation.
    await runnerPane.getByRole('textbox', { name: 'Message' }).fill('Count me in');
    await runnerPane.getByRole('button', { name: 'Send' }).click();
    await expect(ownerPane.getByRole('list', { name: 'Messages' })).toContainText('Count me in');

    // The runner leaves the club: its conversation is no longer theirs.
    expect((await runner.api.delete(`/api/clubs/${clubId}/membership`)).status()).toBe(204);
    await runnerPage.goto(`/chat?club=${clubId}`);
    await expect(runnerPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(runnerPage.getByRole('region', { name: `Conversation of ${name}` })).toHaveCount(0);
    await expect(runnerPage.getByText(name)).toHaveCount(0);

    await Promise.all([owner.api.dispose(), runner.api.dispose()]);
  });

  test('a member reports a club; the admin removes it from the Reports tab and the audit log shows it', async ({
    adminPage: page,
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const owner = await newMember(baseURL!, 'Omar');
    const reporter = await newMember(baseURL!, 'Rhea');
    const name = `Miracle Pills Run Club ${Date.now().toString(36)}`;
    const clubId = await createClub(owner.api, name);

    const reporterPage = await pageOf(reporter);
    await reporterPage.goto(`/clubs/${clubId}`);
    await expect(reporterPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await reporterPage.getByRole('button', { name: 'Report club' }).click();
    await submitReport(reporterPage, 'Report club', 'Spam');
    await expect(toast(reporterPage)).toContainText('Thanks for letting us know');

    await openAdminTab(page, 'Reports');
    const report = page.getByRole('article', { name: `Report of a club by @${owner.account.username}` });
    await expect(report.getByText(name)).toBeVisible();
    await expect(report.getByRole('link', { name: 'Open the club' })).toHaveAttribute('href', `/clubs/${clubId}`);
    await report.getByRole('button', { name: 'Remove club' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this club?' });
    await confirm.getByRole('button', { name: 'Remove club' }).click();
    await expect(toast(page)).toContainText('Report resolved');
    await expect(report).toHaveCount(0);

    // Gone for its owner too.
    const ownerPage = await pageOf(owner);
    await ownerPage.goto(`/clubs/${clubId}`);
    await expect(ownerPage.getByText('Club not found')).toBeVisible();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('list', { name: 'Audit log' });
    await expect(
      log
        .getByRole('listitem')
        .filter({ hasText: `removed the club ${name}` })
        .first(),
    ).toBeVisible();

    await Promise.all([owner.api.dispose(), reporter.api.dispose()]);
  });
});
