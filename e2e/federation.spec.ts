import { FEDERATION_MESSAGES } from '../common/federation';
import { expect, test, toast } from './fixtures';

// Issue 37, the member's side of federation in the browser. The e2e server runs alone and without
// FEDERATION_ALLOW_PRIVATE_ADDRESSES, so no other server can be reached from it: the remote search
// is checked against the server's refusal (a loopback address), and finding, following and blocking
// a real remote account is proven by the two-instance API test (server/src/modules/federation).

test.describe('federation', () => {
  test('Settings: the fediverse switch shows the handle, saves, and works from the keyboard', async ({
    page,
    member,
    baseURL,
  }) => {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    const section = page.getByRole('region', { name: 'Fediverse' });
    const toggle = section.getByRole('switch', { name: 'Share my public posts with the fediverse' });
    // On unless the member turns it off; the handle is the address other servers know them by, on
    // the host of PUBLIC_URL (http://localhost:<port> for the e2e server, playwright.config.ts).
    const handle = `@${member.username}@localhost:${new URL(baseURL!).port}`;
    await expect(toggle).toBeChecked();
    await expect(section).toContainText(handle);

    await toggle.click();
    await expect(toast(page)).toContainText('No longer shared with the fediverse');
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(toggle).not.toBeChecked();

    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toast(page)).toContainText('Sharing with the fediverse');
    await expect(toggle).toBeChecked();
    const me = await page.request.get('/api/federation/me');
    expect(await me.json()).toEqual({ enabled: true, handle });

    // Nobody on another server follows a new member yet.
    await expect(page.getByRole('region', { name: 'Followers on other servers' })).toContainText(
      'Nobody on another server follows you yet.',
    );
  });

  test('Search: a fediverse address is looked up on its server; one that cannot be reached says so', async ({
    page,
    member,
    consoleErrors,
  }) => {
    void member;
    // The server refuses to fetch from a loopback address (no request forgery): a 502 for the page.
    consoleErrors.allow(/status of 502/);
    await page.goto('/search');
    await expect(page.getByRole('region', { name: 'On other servers' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search people, gyms and workouts' }).fill('@nobody@127.0.0.1:9');
    const remote = page.getByRole('region', { name: 'On other servers' });
    await expect(remote.getByRole('alert')).toHaveText(FEDERATION_MESSAGES.unreachable);
    // Any other search shows no such section.
    await page.getByRole('searchbox', { name: 'Search people, gyms and workouts' }).fill('nobody');
    await expect(remote).toHaveCount(0);
  });

  test('Admin: a whole server can be blocked and unblocked', async ({ page, admin }) => {
    void admin;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Servers' }).click();
    const host = `spam-${Date.now().toString(36)}.example`;
    const field = page.getByLabel('Block a server');
    await field.fill('not a host!');
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(FEDERATION_MESSAGES.badHost);
    await field.fill(host.toUpperCase());
    await page.getByRole('button', { name: 'Block', exact: true }).click();
    const list = page.getByRole('list', { name: 'Blocked servers' });
    await expect(list).toContainText(host);
    await expect(field).toHaveValue('');
    await list.getByRole('button', { name: `Unblock ${host}` }).click();
    await expect(toast(page)).toContainText('Server unblocked');
    await expect(page.getByRole('listitem').filter({ hasText: host })).toHaveCount(0);
  });

  test('Admin: blocking an account of another server checks the address and says when its server cannot be reached', async ({
    page,
    admin,
    consoleErrors,
  }) => {
    void admin;
    // The server refuses to fetch from a loopback address (no request forgery): a 502 for the page.
    consoleErrors.allow(/status of 502/);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Servers' }).click();
    const section = page.getByRole('region', { name: 'Accounts on other servers' });
    await expect(section.getByText('No account is blocked.')).toBeVisible();
    const field = section.getByLabel('Block an account');
    await field.fill('nobody');
    await section.getByRole('button', { name: 'Block account' }).click();
    await expect(section.getByRole('alert')).toHaveText(FEDERATION_MESSAGES.badHandle);
    // This server may not fetch from private addresses: the address cannot be checked, nothing is blocked.
    await field.fill('@nobody@127.0.0.1:9');
    await section.getByRole('button', { name: 'Block account' }).click();
    await expect(section.getByRole('alert')).toHaveText(FEDERATION_MESSAGES.unreachable);
    await expect(section.getByText('No account is blocked.')).toBeVisible();
  });
});
