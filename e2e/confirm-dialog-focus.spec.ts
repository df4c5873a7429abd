import { expect } from './fixtures';
import { newMember, openAdminTab, test } from './moderation-helpers';

// A confirm dialog opened from a row's button (through onAsk, not a DialogTrigger) gives keyboard
// focus back to that button when it closes, by Escape or by Cancel: not to <body>.

test.describe('admin confirmation dialogs @desktop', () => {
  test('Escape and Cancel return focus to the row button that opened the dialog', async ({
    adminPage: page,
    baseURL,
  }) => {
    const target = await newMember(baseURL!, 'Focus');
    await openAdminTab(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.account.username);
    const users = page.getByRole('region', { name: 'Users' });
    const row = users.getByRole('row').filter({ hasText: target.account.username });
    const suspend = row.getByRole('button', { name: `Suspend ${target.account.username}` });
    const dialog = page.getByRole('dialog', { name: `Suspend ${target.name}?` });

    await suspend.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(suspend).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(suspend).toBeFocused();
    // Nothing was suspended by either way out.
    await expect(suspend).toBeVisible();
  });
});
