import { expect, registerMember, shareSession, test, toast } from './fixtures';

// A private ("invitation only") club in the browser: its owner finds a second member by username
// in the Members tab and invites them, sees the invitation waiting, the second member finds it on
// /clubs and accepts it; then the owner makes them an admin, edits the club and deletes it.

test.describe('private club invitations @desktop', () => {
  test('the owner of a private club invites a member found by search, who accepts; the owner edits and deletes the club', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const owner = await registerMember(baseURL!, { firstName: 'Olive', lastName: 'Owner' });
    const invitee = await registerMember(baseURL!, { firstName: 'Ivy', lastName: 'Invitee' });
    await shareSession(owner.api, page.context());
    const clubName = `Night Owls ${Date.now().toString(36)}`;

    // The owner creates a private club.
    await page.goto('/clubs');
    await page.getByRole('button', { name: 'Create club' }).first().click();
    const form = page.getByRole('form', { name: 'Create club' });
    await form.getByLabel('Club name').fill(clubName);
    await form.getByLabel('Who can join').selectOption('private');
    await form.getByRole('button', { name: 'Create club' }).click();
    await expect(page.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
    await expect(page.getByText(/Private: invitation only/)).toBeVisible();
    await expect(page.getByText('1 member')).toBeVisible();
    const clubUrl = page.url();

    // In the Members tab the owner finds the second member by username and invites them.
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByLabel('Find a member by name or username').fill(invitee.account.username);
    const matches = page.getByRole('list', { name: 'Members to invite' });
    await matches.getByRole('button', { name: 'Invite Ivy Invitee' }).click();
    await expect(toast(page)).toContainText('Invitation sent to Ivy Invitee');
    // The invitation waits for an answer, and the search says so instead of offering it again.
    const waiting = page.getByRole('list', { name: 'Invitations waiting for an answer' });
    await expect(waiting.getByRole('link', { name: 'Ivy Invitee' })).toBeVisible();
    await expect(matches.getByText('Invited', { exact: true })).toBeVisible();
    await expect(matches.getByRole('button', { name: 'Invite Ivy Invitee' })).toHaveCount(0);

    // The second member sees the invitation among their clubs and accepts it on the club's page.
    const other = await browser.newContext();
    await shareSession(invitee.api, other);
    const secondPage = await other.newPage();
    await secondPage.goto('/clubs');
    const myClubs = secondPage.getByRole('list', { name: 'My clubs' });
    await expect(myClubs.getByRole('listitem').filter({ hasText: clubName })).toContainText('invited');
    await myClubs.getByRole('link', { name: clubName }).click();
    await expect(secondPage.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
    await secondPage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(secondPage.getByRole('button', { name: 'Leave club' })).toBeVisible();
    await expect(secondPage.getByText('2 members')).toBeVisible();
    await secondPage.goto('/clubs');
    await expect(
      secondPage.getByRole('list', { name: 'My clubs' }).getByRole('link', { name: clubName }),
    ).toBeVisible();

    // The owner sees them among the members, the invitation answered, and makes them an admin.
    await page.goto(clubUrl);
    await page.getByRole('tab', { name: 'Members' }).click();
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByRole('link', { name: 'Ivy Invitee' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invitations waiting for an answer' })).toHaveCount(0);
    await members.getByRole('button', { name: 'Make admin Ivy Invitee' }).click();
    await expect(toast(page)).toContainText('Role changed');
    await expect(members.getByRole('listitem').filter({ hasText: 'Ivy Invitee' })).toContainText('admin');
    await expect(members.getByRole('button', { name: 'Remove admin Ivy Invitee' })).toBeVisible();

    // The owner edits the club: a new name, and members may now ask to join.
    await page.getByRole('button', { name: 'Edit club' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit club' }).getByRole('form', { name: 'Edit club' });
    await expect(editForm.getByLabel('Club name')).toHaveValue(clubName);
    await editForm.getByLabel('Club name').fill(`${clubName} Club`);
    await editForm.getByLabel('Who can join').selectOption('request');
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page)).toContainText('Club updated');
    await expect(page.getByRole('dialog', { name: 'Edit club' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: `${clubName} Club` })).toBeVisible();
    await expect(page.getByText(/By request: admins approve/)).toBeVisible();

    // ... and deletes it, after confirming: /clubs opens, and the club is gone for its members too.
    await page.getByRole('button', { name: 'Delete club' }).click();
    await page.getByRole('alertdialog', { name: 'Delete club' }).getByRole('button', { name: 'Delete club' }).click();
    await expect(page).toHaveURL(/\/clubs$/);
    await expect(toast(page)).toContainText('Club deleted');
    await secondPage.reload();
    await expect(secondPage.getByText('No clubs yet').first()).toBeVisible();
    await expect(secondPage.getByRole('link', { name: `${clubName} Club` })).toHaveCount(0);

    await other.close();
    await Promise.all([owner.api.dispose(), invitee.api.dispose()]);
  });

  test('a club address that names no club says so at once, without asking the server', async ({ page, member }) => {
    void member;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/clubs/')) asked.push(request.url());
    });
    await page.goto('/clubs/abc');
    await expect(page.getByText('Club not found')).toBeVisible();
    expect(asked).toEqual([]);
  });
});
