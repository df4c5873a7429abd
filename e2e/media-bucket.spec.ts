import type { Page } from '@playwright/test';
import { makePng } from '../server/src/test/media-files';
import { type S3TestServer, startS3Server } from '../server/src/test/s3-server';
import { type AppInstance, startAppInstance } from './app-instance';
import { encodeVideo } from './encoded-video';
import { expect, registerMember, shareSession, test, toast } from './fixtures';
import { composer, openDashboard, postBy, publish } from './post-helpers';

// Issue 36 in the browser: an instance whose uploads live in a bucket (s3rver on loopback) and
// are served by links signed for a short while (S3_PUBLIC_URL). The bucket has an address of its
// own, so the page's Content-Security-Policy must let its photos and videos in, and a video read
// after its link expired must play on. The links here last LINK_SECONDS (valid up to twice that),
// so the test can outlive one; the app's default is five minutes.

const LINK_SECONDS = 5;

test.describe('uploads in a bucket, served by signed links @desktop', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let s3: S3TestServer;
  let instance: AppInstance;

  test.beforeAll(async () => {
    s3 = await startS3Server();
    instance = await startAppInstance({ ...s3.env, S3_PUBLIC_URL: s3.endpoint, S3_LINK_SECONDS: String(LINK_SECONDS) });
  });
  test.afterAll(async () => {
    await instance?.stop();
    await s3?.close();
  });

  /** A new member of the bucket instance, signed in, on its dashboard: posts go to the bucket. */
  async function joinBucketInstance(page: Page) {
    const { api } = await registerMember(instance.origin, {}, { confirm: false });
    await shareSession(api, page.context());
    await openDashboard(page, `${instance.origin}/dashboard`);
    return api;
  }

  async function attachAndPublish(page: Page, label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await composer(page).getByLabel(label).setInputFiles(file);
    await expect(toast(page)).toContainText('File uploaded', { timeout: 30_000 });
    const text = `From the bucket ${Date.now()}`;
    await publish(page, text);
    return postBy(page, text);
  }

  /** Answers from the bucket's address, as the page received them. */
  function bucketAnswers(page: Page) {
    const seen: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(s3.endpoint)) seen.push({ url: response.url(), status: response.status() });
    });
    return seen;
  }

  test("a posted photo shows, its bytes coming from the bucket's address", async ({ page }) => {
    const api = await joinBucketInstance(page);
    const fromBucket = bucketAnswers(page);
    const post = await attachAndPublish(page, 'Choose a photo', {
      name: 'squat.png',
      mimeType: 'image/png',
      buffer: await makePng(64, 48),
    });
    const photo = post.getByRole('img', { name: /^Shared by / });
    await expect(photo).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
    // Blocked by the page's policy, the image would stay empty (and log an error: consoleGuard).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    const key = (await photo.getAttribute('src'))!.replace('/uploads/', '');
    expect(fromBucket).toContainEqual({ url: expect.stringContaining(`/${s3.bucket}/${key}?`), status: 200 });
    await api.dispose();
  });

  test('a video left until its link ran out still seeks and plays, on a fresh link', async ({ page }) => {
    const clip = await encodeVideo(page.context(), instance.origin, 20);
    const api = await joinBucketInstance(page);
    const refused: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(s3.endpoint) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
        refused.push(`${request.failure()?.errorText}`);
      }
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${instance.origin}/uploads/`)) asked.push(request.url());
    });
    const post = await attachAndPublish(page, 'Choose a video', {
      name: 'run.mp4',
      mimeType: 'video/mp4',
      buffer: clip,
    });
    const video = post.locator('video');
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        error: v.error?.code ?? null,
        ready: v.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
        at: Math.round(v.currentTime),
      }));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    const expiry = 2 * LINK_SECONDS * 1000 + 1000;

    // The link the page holds runs out; the member then jumps near the end (bytes not read yet).
    // On the old link the bucket refuses and Chromium retries for half a minute before failing.
    await page.waitForTimeout(expiry);
    let askedBefore = asked.length;
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 18;
    });
    await expect.poll(state, { timeout: 10_000 }).toEqual({ error: null, ready: true, at: 18 });
    expect(asked.length).toBeGreaterThan(askedBefore);

    // Left paused until that link runs out too, it plays on from there when asked.
    await page.waitForTimeout(expiry);
    askedBefore = asked.length;
    await video.evaluate((v: HTMLVideoElement) => v.play().catch(() => {}));
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 18.5 && !v.error), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(asked.length).toBeGreaterThan(askedBefore);
    expect(refused).toEqual([]);
    await api.dispose();
  });
});
