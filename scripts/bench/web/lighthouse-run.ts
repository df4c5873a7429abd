import lighthouse from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { MEMBER_CLOCK_COOKIE } from '../../../common/member-clock';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Each run gets a fresh Chromium with a new, empty profile: nothing cached from an earlier run. */
export function launchChrome(): Promise<Browser> {
  return puppeteer.launch({ executablePath: CHROME_PATH, headless: true, args: CHROME_FLAGS, defaultViewport: null });
}

/** What the member signed in as: the cookie and the copy of the user the app keeps in local storage. */
export interface SignedIn {
  origin: string;
  cookie: string;
  user: unknown;
}

/**
 * The session cookie in the profile and the stored user in the origin's local storage, with the
 * clock cookie the app leaves at every start (common/member-clock.ts): a returning member has all
 * three. The browser runs on this machine's clock, as the server does.
 */
export async function signIn(browser: Browser, page: Page, signedIn: SignedIn) {
  const [name, value] = signedIn.cookie.split(/=(.*)/s);
  const domain = new URL(signedIn.origin).hostname;
  await browser.setCookie({ name, value, domain, path: '/', httpOnly: true, sameSite: 'Lax' });
  await browser.setCookie({
    name: MEMBER_CLOCK_COOKIE,
    value: String(new Date().getTimezoneOffset()),
    domain,
    path: '/',
    sameSite: 'Lax',
  });
  await page.goto(`${signedIn.origin}/healthz`);
  await page.evaluate((user) => localStorage.setItem('fitcircle.user', user), JSON.stringify(signedIn.user));
}

export interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Requests made while loading, and bytes transferred (all of them, compressed as sent). */
  requests: number;
  kilobytes: number;
  /** What Lighthouse named the largest contentful paint element. */
  lcpElement: string;
}

/**
 * One Lighthouse navigation with the default (mobile) config: Moto G Power screen, simulated slow
 * 4G and a 4x CPU slowdown. Signed-in pages get the session cookie and the stored user set in the
 * fresh profile first, as a member returning to the app has them; Lighthouse then clears the HTTP
 * cache (its storage reset keeps cookies and local storage), so every run loads cold.
 */
export async function runLighthouse(url: string, signedIn: SignedIn | null, saveReport?: (json: string) => void) {
  const browser = await launchChrome();
  try {
    const page = await browser.newPage();
    if (signedIn) await signIn(browser, page, signedIn);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    saveReport?.(typeof result.report === 'string' ? result.report : result.report[0]);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    // Lighthouse 13 names the element in its LCP breakdown insight: a list whose node item is it.
    const lcpItems = (lhr.audits['lcp-breakdown-insight']?.details as LcpDetails | undefined)?.items;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      requests: requests.length,
      kilobytes: audit('total-byte-weight') / 1024,
      lcpElement: lcpItems?.find((item) => item.type === 'node')?.selector ?? '',
    } satisfies Figures;
  } finally {
    await browser.close();
  }
}

type LcpDetails = { items?: { type?: string; selector?: string }[] };
