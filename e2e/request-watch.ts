import type { Page } from '@playwright/test';

/**
 * Counts the page's POST requests to `path` and lets the test wait for all their answers: a
 * double-click test checks that one request left, after the last answer came back.
 */
export function watchPosts(page: Page, path: RegExp) {
  const answers: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(new URL(request.url()).pathname)) answers.push(request.response());
  });
  return { count: () => answers.length, settled: () => Promise.all(answers) };
}
