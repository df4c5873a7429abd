import { dataExportLimitMessage } from '../common/schemas/data-export';
import { expect, test } from './fixtures';

// Download my data (issue 15) is limited to 10 an hour. The card asks for a one-time link first,
// so the 11th try shows why it was refused, and how long to wait, in the page: not a failed
// download, and not a zip holding an error.

test('the 11th download in an hour says in the page how long to wait; nothing is downloaded', async ({
  page,
  member,
  baseURL,
  consoleErrors,
}) => {
  // The refused request is logged by the browser; the page says why.
  consoleErrors.allow(/status of 429/);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  const card = page.getByRole('link', { name: 'Download my data' });

  const downloading = page.waitForEvent('download');
  await card.click();
  expect((await downloading).suggestedFilename()).toMatch(new RegExp(`^fitcircle-${member.username}-.*\\.zip$`));
  await expect(page.getByRole('status').filter({ hasText: 'Your download has started' })).toBeVisible();

  // Nine more this hour, as the card asks for them.
  for (let i = 0; i < 9; i += 1) {
    const response = await page.request.post(`/api/users/${member.user.id}/export/link`, {
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(200);
  }

  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await card.click();
  const alert = page.getByRole('alert').filter({ hasText: 'You can download your data 10 times an hour' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Please try again in (\d+ minutes|1 hour)\./);
  await expect(alert).not.toContainText('a minute');
  await expect(card).toHaveAttribute('aria-describedby', /.+/);
  expect(downloads).toBe(0);
  // The same words the server uses (common/schemas/data-export.ts).
  expect(dataExportLimitMessage(3600)).toContain('1 hour');
});
