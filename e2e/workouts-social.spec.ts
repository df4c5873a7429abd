import { expect, registerMember, test, toast } from './fixtures';

/** Another member with a plan of their own, sharing their workouts with `workoutActivity`. */
async function memberWithPlan(baseURL: string, planName: string) {
  const { api, account } = await registerMember(baseURL, { firstName: 'Kai', lastName: 'Lifter' });
  const [plank] = await (await api.get('/api/exercises?q=plank')).json();
  const created = await api.post('/api/workout-plans', {
    data: {
      name: planName,
      description: 'Core every other day',
      level: 'beginner',
      goal: 'flexibility',
      frequency: 3,
      durationWeeks: 4,
      schedule: [{ weekday: 2, title: 'Core', exercises: [{ exerciseId: plank.id, sets: 3, durationSeconds: 60 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const share = (workoutActivity: string) => api.put('/api/settings', { data: { privacy: { workoutActivity } } });
  return { api, account, share };
}

test.describe('workouts across the app', () => {
  test("Explore's Workouts tab, the header search and the profile Fitness tab show plans as their owners allow", async ({
    page,
    member,
    baseURL,
    consoleErrors,
  }) => {
    void member;
    // The private plans answer 403, which the browser logs.
    consoleErrors.allow(/status of 403 \(Forbidden\)/);
    test.slow(); // three screens of other features
    const planName = `Core Crew ${Date.now().toString(36)}`;
    const other = await memberWithPlan(baseURL!, planName);
    expect((await other.share('public')).status()).toBe(200);

    await page.goto('/explore?tab=workouts');
    const suggestions = page.getByRole('region', { name: 'Suggested workouts' });
    await expect(suggestions.getByRole('listitem').filter({ hasText: 'Strength Builder' })).toContainText(
      'Medium intensity',
    );
    const community = page.getByRole('region', { name: 'Plans from the community' });
    const card = community.getByRole('article', { name: planName });
    await expect(card).toContainText('3 days/week · 4 weeks');
    await card.getByRole('button', { name: 'Use this plan' }).click();
    await expect(toast(page)).toContainText('Plan added to My Plans and set as your active plan.');

    // The header search's results page has a workouts section.
    await page.goto(`/search?q=${encodeURIComponent(planName)}`);
    await expect(page.getByRole('article', { name: planName }).first()).toBeVisible();

    // The owner's profile, Fitness tab: 'frequency x per week'; hidden once they make it private.
    await page.goto(`/profile/${other.account.username}`);
    await page.getByRole('tab', { name: 'Fitness' }).click();
    const plans = page.getByRole('list', { name: 'Workout plans' });
    await expect(plans).toContainText(planName);
    await expect(plans).toContainText('3x per week');
    expect((await other.share('private')).status()).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Fitness' }).click();
    await expect(page.getByText('Workout plans are private')).toBeVisible();
    await other.api.dispose();
  });
});
