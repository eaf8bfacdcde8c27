/**
 * Shared helpers for browser tests: sign in as a demo role (through the real
 * sign-in API, so the browser holds a real session cookie) or sign up a fresh
 * member when a test changes data.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  request,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  admin: 'admin@demo.wordhive.test',
  staff: 'staff@demo.wordhive.test',
  translator: 'translator@demo.wordhive.test',
  interpreter: 'interpreter@demo.wordhive.test',
  company: 'company@demo.wordhive.test',
  outsourcer: 'outsourcer@demo.wordhive.test',
} as const;
export type DemoRole = keyof typeof DEMO;

export async function signInAs(page: Page, role: DemoRole): Promise<void> {
  const baseURL = test.info().project.use.baseURL!;
  const res = await page.request.post('/next/api/auth/signin', {
    data: { email: DEMO[role], password: DEMO_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The link in the newest mail of a kind to an address, read from the outbox as
 * an admin would (in a context of its own, so the page's session is untouched).
 */
export async function mailedLink(
  email: string,
  kind:
    | 'confirm-signup'
    | 'reset-password'
    | 'already-registered'
    | 'change-email'
    | 'review-request'
    | 'project-confirmation'
    | 'team-invitation',
) {
  const baseURL = test.info().project.use.baseURL!;
  const admin = await request.newContext({ baseURL });
  try {
    const signin = await admin.post('/next/api/auth/signin', {
      data: { email: DEMO.admin, password: DEMO_PASSWORD },
      headers: { origin: baseURL },
    });
    expect(signin.status()).toBe(200);
    let link: string | undefined;
    await expect
      .poll(async () => {
        const res = await admin.get(`/next/api/admin/outbox?to=${encodeURIComponent(email)}`);
        const { messages } = (await res.json()) as { messages: { kind: string; text: string }[] };
        link = /https?:\/\/\S+/.exec(messages.find((m) => m.kind === kind)?.text ?? '')?.[0];
        return link;
      })
      .toBeTruthy();
    return link!;
  } finally {
    await admin.dispose();
  }
}

let counter = 0;
/** A new member of the given account type, confirmed through the mailed link and signed in. */
export async function signUpFresh(
  page: Page,
  accountType: 'outsourcer' | 'translator' | 'interpreter' | 'subtitler' | 'company' = 'translator',
  name = 'Test Member',
): Promise<{ entityId: number; email: string }> {
  const baseURL = test.info().project.use.baseURL!;
  const email = `e2e-${Date.now()}-${process.pid}-${counter++}@example.com`;
  const res = await page.request.post('/next/api/auth/signup', {
    data: { email, password: 'e2e-password-123', name, accountType },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(202);
  const token = new URL(await mailedLink(email, 'confirm-signup')).searchParams.get('token');
  const confirm = await page.request.post('/next/api/auth/confirm', { data: { token }, headers: { origin: baseURL } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { user } = (await confirm.json()) as { user: { entity_id: number } };
  return { entityId: user.entity_id, email };
}

/**
 * Makes `page.goto` wait until React has hydrated a server-rendered page, so the
 * clicks and keys a test sends next are handled (pages without JavaScript skip it).
 */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return page;
}

/** A page in a browser context of its own (another member, a visitor), whose `goto` waits for hydration. */
export async function pageOfItsOwn(browser: Browser, options?: BrowserContextOptions): Promise<Page> {
  return waitsForHydration(await (await browser.newContext(options)).newPage());
}

/**
 * E2E_CPU_THROTTLE=<n> (`npm run test:busy` sets 4) runs every page's scripts n times slower, as
 * Chrome's DevTools do: the busy or slow machine a member may have, on which a test that reads the
 * page before it is ready fails. Each page of every context is throttled as it opens.
 */
const cpuThrottle = Number(process.env.E2E_CPU_THROTTLE ?? 1);

function throttlesItsPages(context: BrowserContext): BrowserContext {
  if (cpuThrottle > 1) {
    context.on('page', (page) => {
      void context
        .newCDPSession(page)
        .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle }))
        .catch(() => {}); // a page closed as soon as it opened
    });
  }
  return context;
}

/** The browser contexts open in this worker: a test's own are closed when it ends (closesItsContexts). */
const openContexts = new Set<BrowserContext>();

export const test = base.extend<{ closesItsContexts: undefined }, { throttledBrowser: undefined }>({
  // Contexts a test opens itself (another member, a phone) are throttled too.
  throttledBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = throttlesItsPages(await newContext(options));
        openContexts.add(context);
        context.on('close', () => openContexts.delete(context));
        return context;
      };
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  // A context a test opened (pageOfItsOwn, another member) and left open would live on for the rest of
  // the worker's run, its pages still polling and rendering: on a busy machine dozens of them take the
  // cores the next tests need. Set up before the test's own fixtures, so torn down after them.
  closesItsContexts: [
    async ({ throttledBrowser: _wrapped }, use) => {
      const before = new Set(openContexts);
      await use(undefined);
      await Promise.all([...openContexts].filter((c) => !before.has(c)).map((c) => c.close().catch(() => {})));
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await use(throttlesItsPages(context));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitsForHydration(page));
  },
});

export { expect };
