import { ADMIN_MESSAGES } from '../common/admin-texts';
import { expect, toast } from './fixtures';
import {
  befriend,
  newMember,
  openAdminTab,
  openFeed,
  postIn,
  publishVia,
  reportPost,
  test,
} from './moderation-helpers';

test.describe('admin dashboard', () => {
  test('a reported post: the admin deletes it from the Reports tab; it leaves the feed and the Posts tab, and the audit log shows it', async ({
    adminPage: page,
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(90_000); // three members' pages and the admin's
    const author = await newMember(baseURL!, 'Paul');
    const reporter = await newMember(baseURL!, 'Rosa');
    const text = `Miracle fat burner, DM me ${Date.now().toString(36)}`;
    await publishVia(author.api, text);
    await befriend(
      { api: author.api, userId: author.account.user.id },
      { api: reporter.api, userId: reporter.account.user.id },
    );

    // The reporter sees the post in their feed and reports it from the post menu.
    const reporterPage = await pageOf(reporter);
    await openFeed(reporterPage);
    await expect(postIn(reporterPage, text)).toBeVisible();
    await reportPost(reporterPage, text, 'Spam');
    await expect(toast(reporterPage)).toContainText('Thanks for letting us know');

    // The admin finds it in the Reports tab: what, whose, why, who reported it.
    await openAdminTab(page, 'Reports');
    const report = page.getByRole('article', { name: `Report of a post by @${author.account.username}` });
    await expect(report).toBeVisible();
    await expect(report.getByText(text)).toBeVisible();
    await expect(report.getByText('Spam')).toBeVisible();
    await expect(report.getByRole('link', { name: `@${reporter.account.username}` })).toBeVisible();
    await report.getByRole('button', { name: 'Delete post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await expect(toast(page)).toContainText('Report resolved');
    await expect(confirm).toHaveCount(0);
    await expect(report).toHaveCount(0);

    // Resolved reports keep the outcome.
    await page.getByLabel('Status').selectOption('resolved');
    await expect(page.getByRole('article', { name: `Report of a post by @${author.account.username}` })).toBeVisible();

    // Gone from the feed.
    await openFeed(reporterPage);
    await expect(
      reporterPage.getByRole('list', { name: 'Feed' }).or(reporterPage.getByText('Your feed is warming up')).first(),
    ).toBeVisible();
    await expect(postIn(reporterPage, text)).toHaveCount(0);

    // Gone from the Posts tab.
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(text);
    await expect(page.getByText(`No posts match "${text}".`)).toBeVisible();

    // The audit log names the deletion. Found by the whole text, which only this attempt's post has:
    // the log also holds the other project's run and an earlier attempt, whose texts start alike.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('list', { name: 'Audit log' });
    await expect(
      log.getByRole('listitem').filter({ hasText: 'deleted the post' }).filter({ hasText: text }),
    ).toBeVisible();

    await Promise.all([author.api.dispose(), reporter.api.dispose()]);
  });

  test("the admin suspends a member from the Users tab: the member's open page signs out and signing in says why", async ({
    adminPage: page,
    pageOf,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    const target = await newMember(baseURL!, 'Sam');
    const memberPage = await pageOf(target);
    await openFeed(memberPage);

    await openAdminTab(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(target.account.username);
    const users = page.getByRole('region', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(2); // the header and the one match
    const row = users.getByRole('row').filter({ hasText: target.account.username });
    if (!isMobile) await expect(row.getByText('Not provided')).toBeVisible(); // a column phones leave out
    await row.getByRole('button', { name: `Suspend ${target.account.username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${target.name}?` });
    await dialog.getByLabel(/Reason/).fill('Spam posts');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(toast(page)).toContainText(`${target.name} has been suspended`);
    await expect(row.getByText('Suspended').filter({ visible: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Unsuspend ${target.account.username}` })).toBeVisible();

    // The member's open page is signed out (or at the latest on their next navigation).
    await memberPage.goto('/settings');
    await expect(memberPage).toHaveURL(/\/(login)?$/);
    const form = memberPage.getByRole('form', { name: 'Login' });
    await form.getByLabel('Username').fill(target.account.username);
    await form.getByLabel('Password').fill(target.account.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(memberPage)).toContainText('Your account has been suspended');
    await expect(memberPage).not.toHaveURL(/\/dashboard$/);

    // The audit log has it with the reason.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Audit log' })
        .getByRole('listitem')
        .filter({ hasText: `suspended ${target.account.username}` })
        .or(
          page
            .getByRole('list', { name: 'Audit log' })
            .getByRole('listitem')
            .filter({ hasText: `suspended ${target.name}` }),
        )
        .first(),
    ).toBeVisible();

    await target.api.dispose();
  });

  test("'Create a Default Plan' on Workout Plans adds a plan members see as Recommended", async ({
    adminPage: page,
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await openAdminTab(page, 'Workout Plans');
    const list = page.getByRole('list', { name: 'Recommended workout plans' });
    const before = await list
      .getByRole('listitem')
      .count()
      .catch(() => 0);
    await page.getByRole('button', { name: 'Create a Default Plan' }).click();
    await expect(toast(page)).toContainText('Default plan created');
    await expect(list.getByRole('listitem')).not.toHaveCount(before);
    const name = (await list.getByRole('listitem').first().getByRole('paragraph').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    const member = await newMember(baseURL!, 'Wendy');
    const memberPage = await pageOf(member);
    await memberPage.goto('/workouts');
    await memberPage.getByRole('tab', { name: 'Recommended' }).click();
    // By the exact name: default plans are numbered after the first ('... Plan', '... Plan 2'), and
    // the other project's run or an earlier attempt adds ones whose names contain this one.
    await expect(
      memberPage.getByRole('tabpanel', { name: 'Recommended' }).getByRole('article', { name, exact: true }),
    ).toBeVisible({ timeout: 15_000 });
    await member.api.dispose();
  });

  test('the admin makes a member an admin (who may not revoke, suspend or delete the admin before them), takes it back, and opens a post from the Posts tab', async ({
    adminPage: page,
    admin,
    pageOf,
    baseURL,
  }) => {
    test.setTimeout(60_000); // the new admin's page and the admin's
    const helper = await newMember(baseURL!, 'Hugo');
    const text = `Hugo's first deadlift ${Date.now().toString(36)}`;
    await publishVia(helper.api, text);

    await openAdminTab(page, 'Users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(helper.account.username);
    const users = page.getByRole('region', { name: 'Users' });
    await expect(users.getByRole('row')).toHaveCount(2);
    const row = users.getByRole('row').filter({ hasText: helper.account.username });
    await row.getByRole('button', { name: `Make ${helper.account.username} an admin` }).click();
    await page
      .getByRole('dialog', { name: `Make ${helper.name} an admin?` })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await expect(toast(page)).toContainText(`${helper.name} is now an admin`);
    await expect(row.getByText('Admin', { exact: true }).filter({ visible: true })).toBeVisible();
    // An admin is neither suspended nor deleted (the server refuses): the row says so instead.
    await expect(row.getByText(ADMIN_MESSAGES.adminNotSuspendable)).toBeVisible();
    await expect(row.getByRole('button', { name: `Suspend ${helper.account.username}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${helper.account.username}` })).toHaveCount(0);

    // The new admin may not take the role from the admin before them (decision 0038), so nor
    // suspend or delete them: their Users tab says so in one line on that row instead of offering
    // buttons the server would refuse.
    const helperPage = await pageOf(helper);
    await openAdminTab(helperPage, 'Users');
    await helperPage.getByRole('searchbox', { name: 'Search users' }).fill(admin.username);
    const seniorRows = helperPage.getByRole('region', { name: 'Users' }).getByRole('row');
    await expect(seniorRows).toHaveCount(2);
    const senior = seniorRows.filter({ hasText: admin.username });
    await expect(senior.getByText(ADMIN_MESSAGES.seniorAdminKept)).toBeVisible();
    for (const action of ['Revoke admin from', 'Suspend', 'Delete']) {
      await expect(senior.getByRole('button', { name: `${action} ${admin.username}` })).toHaveCount(0);
    }
    await helperPage.close();

    await row.getByRole('button', { name: `Revoke admin from ${helper.account.username}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke admin rights from ${helper.name}?` })
      .getByRole('button', { name: 'Revoke admin' })
      .click();
    await expect(toast(page)).toContainText(`${helper.name} is no longer an admin`);
    await expect(row.getByText('User', { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Suspend ${helper.account.username}` })).toBeVisible();
    await expect(row.getByText(ADMIN_MESSAGES.adminNotSuspendable)).toHaveCount(0);

    // Posts: the media badge, and Open shows the post as members see it.
    await page.getByRole('tab', { name: 'Posts' }).click();
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(text);
    const posts = page.getByRole('region', { name: 'Posts' });
    await expect(posts.getByRole('row')).toHaveCount(2);
    await expect(posts.getByText('None', { exact: true }).filter({ visible: true })).toBeVisible();
    await posts.getByRole('button', { name: /^Open post/ }).click();
    const preview = page.getByRole('dialog', { name: 'Post' });
    await expect(preview.getByRole('article', { name: `Post by ${helper.name}` })).toContainText(text);
    await preview.getByRole('button', { name: 'Close' }).last().click();
    await expect(preview).toHaveCount(0);
    await helper.api.dispose();
  });
});
