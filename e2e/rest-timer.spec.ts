import { isoWeekday, localIsoDate } from '../common/fitness/dates';
import type { Exercise } from '../common/schemas/workout-exercises';
import { expect, test } from './fixtures';

// The rest timer (issue 16, point 8) in a page whose visibility the test controls: what a locked
// phone or a background tab looks like to the app. The page's clock is Playwright's, so the test
// can let time pass without the page's timers running, as a throttled or frozen tab does.

interface Alerts {
  vibrations: unknown[];
  notifications: { title: string; body?: string }[];
  asked: number;
  beeps: number;
}

declare global {
  interface Window {
    __alerts: Alerts;
    __setHidden: (hidden: boolean) => void;
  }
}

test('the rest timer keeps time while the page is hidden and alerts by vibration, sound and notification', async ({
  page,
  member,
  baseURL,
}) => {
  void member;
  test.slow(); // a live workout, two rests and a clock run through
  await page.addInitScript(() => {
    const alerts: Alerts = { vibrations: [], notifications: [], asked: 0, beeps: 0 };
    window.__alerts = alerts;
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: unknown) => alerts.vibrations.push(pattern) > 0,
      configurable: true,
    });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission() {
        alerts.asked += 1;
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      }
      constructor(title: string, options?: NotificationOptions) {
        alerts.notifications.push({ title, body: options?.body });
      }
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    // With the app's service worker registered, notifications go through it (phones need that).
    ServiceWorkerRegistration.prototype.showNotification = async (title: string, options?: NotificationOptions) => {
      alerts.notifications.push({ title, body: options?.body });
    };
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      alerts.beeps += 1;
      return start.apply(this, args);
    };
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { get: () => hidden });
    window.__setHidden = (next: boolean) => {
      hidden = next;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
  await page.clock.install();

  // An active plan for today: Start Workout opens it live.
  const exercises = (await (await page.request.get('/api/exercises')).json()) as Exercise[];
  const bench = exercises.find((e) => e.name === 'Bench Press' && !e.custom)!;
  const plan = await page.request.post(`/api/workout-plans?today=${localIsoDate()}`, {
    headers: { Origin: baseURL! },
    data: {
      name: 'Rest test',
      description: 'Bench only',
      level: 'beginner',
      goal: 'strength',
      frequency: 1,
      durationWeeks: 4,
      minutesPerSession: 30,
      isActive: true,
      schedule: [{ weekday: isoWeekday(localIsoDate()), exercises: [{ exerciseId: bench.id, sets: 3, reps: 5 }] }],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);

  await page.goto('/workouts');
  await page.getByRole('region', { name: "Today's Workout" }).getByRole('button', { name: 'Start Workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live workout' });
  const card = dialog.getByRole('group', { name: 'Bench Press' });
  await card.getByRole('button', { name: 'Set 1 done' }).click();
  const timer = dialog.getByRole('timer', { name: 'Rest timer' });
  await expect(timer).toContainText(/Rest 1:(30|29)/);
  // Never asked on load nor on a set: only from the member's own tap.
  expect(await page.evaluate(() => window.__alerts.asked)).toBe(0);
  await dialog.getByRole('button', { name: 'Alert me in the background' }).click();
  await expect(dialog.getByRole('button', { name: 'Alert me in the background' })).toHaveCount(0);
  expect(await page.evaluate(() => window.__alerts.asked)).toBe(1);

  // The member locks the phone; the rest ends while the page is hidden: vibration, beeps, notification.
  await page.evaluate(() => window.__setHidden(true));
  await page.clock.runFor(91_000);
  await expect
    .poll(() => page.evaluate(() => window.__alerts.notifications))
    .toEqual([{ title: 'Rest over', body: 'Time for your next set.' }]);
  const alerts = await page.evaluate(() => window.__alerts);
  expect(alerts.vibrations).toHaveLength(1);
  expect(alerts.beeps).toBe(3);
  await page.evaluate(() => window.__setHidden(false));
  await expect(dialog.getByRole('status').filter({ hasText: 'Rest over: next set!' })).toBeVisible();

  // The next rest: a minute passes while hidden and no timer of the page runs (a frozen tab).
  await card.getByRole('button', { name: 'Set 2 done' }).click();
  await expect(timer).toContainText(/Rest 1:(30|29)/);
  await page.evaluate(() => window.__setHidden(true));
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + 60_000);
  await page.evaluate(() => window.__setHidden(false));
  // Counted from the end time: 30 seconds left, not the 1:29 a count of ticks would show.
  await expect(timer).toContainText(/Rest 0:(30|29)/);
  expect(await page.evaluate(() => window.__alerts.vibrations.length)).toBe(1);
  // Hidden again past the end: the alert comes as soon as the page shows.
  await page.evaluate(() => window.__setHidden(true));
  await page.clock.setSystemTime(now + 95_000);
  await page.evaluate(() => window.__setHidden(false));
  await expect(dialog.getByRole('status').filter({ hasText: 'Rest over: next set!' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__alerts.vibrations.length)).toBe(2);
  // Shown, not hidden, at that moment: no notification this time, the page itself shows it.
  expect(await page.evaluate(() => window.__alerts.notifications.length)).toBe(1);
});
