import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage } from './support/browser';
import { startFakeSite, type FakeSite } from './support/fake-site';
import { STAFF, type StaffUser } from './support/fake-staff';
import { openStaffPage } from './support/staff-pages';
import { axe } from './support/axe';

let site: FakeSite;
let browser: Browser;

beforeAll(async () => {
  site = await startFakeSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function violationsOn(page: Page) {
  const results = await axe(page).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

async function violationsAt(path: string, ready: string, viewport = { width: 1280, height: 900 }) {
  const { page, close } = await openPage(browser, site.url, { viewport });
  try {
    await page.goto(path);
    await page.locator(ready).first().waitFor();
    return await violationsOn(page);
  } finally {
    await close();
  }
}

/**
 * A staff screen in the states given: `steps` brings the page there and
 * returns once it is ready; axe runs after every step.
 */
async function staffViolations(
  path: string,
  as: StaffUser | undefined,
  steps: Array<(page: Page) => Promise<void>>,
  viewport = { width: 1280, height: 900 },
) {
  const { page, close } = await openStaffPage(browser, site, { as, viewport });
  try {
    await page.goto(path);
    const found = [];
    for (const step of steps) {
      await step(page);
      // Let entering animations (dialogs, toasts) finish before measuring contrast, and
      // react-aria's announcement of a pending button clear (up to 7 s): once the
      // button is gone (the unlocked gate), the announcement points at nothing.
      // ...and every transition (a toast fading in) has ended, or axe measures contrast mid-fade.
      await page.waitForFunction(
        () => !document.querySelector('[data-entering], [role="log"] [aria-labelledby]') && document.getAnimations().every((a) => a.playState !== 'running'),
        undefined,
        { timeout: 10_000 },
      );
      found.push(...(await violationsOn(page)));
    }
    return found;
  } finally {
    await close();
  }
}

const heading = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};

describe('accessibility (axe)', () => {
  it('finds no violations on the home page', async () => {
    expect(await violationsAt('/', 'article[data-variant="large"]')).toEqual([]);
  });

  it('finds no violations on an article page', async () => {
    expect(await violationsAt('/article/senate-passes-road-funding-plan', 'article h2')).toEqual([]);
  });

  it('finds no violations on the home page at 375 px', async () => {
    expect(await violationsAt('/', 'article[data-variant="large"]', { width: 375, height: 740 })).toEqual([]);
  });

  it('finds no violations on the 404 page', async () => {
    expect(await violationsAt('/no-such-page', 'h1')).toEqual([]);
  });
});

describe('accessibility of the staff screens (axe)', () => {
  beforeAll(() => site.staff.reset());

  it('finds no violations on /login, including the error alert', async () => {
    expect(
      await staffViolations('/login', undefined, [
        heading('Sign In'),
        async (page) => {
          await page.getByLabel('Username or email').fill('casey');
          await page.getByLabel('Password').fill('wrong-password');
          await page.getByRole('button', { name: 'Sign In' }).click();
          await page.getByRole('alert').getByText('Invalid username or password').waitFor();
        },
      ]),
    ).toEqual([]);
  });

  it('finds no violations on /register, with a validation toast and the role list open', async () => {
    expect(
      await staffViolations('/register', undefined, [
        heading('Join Mitics'),
        async (page) => {
          await page.getByRole('button', { name: 'Create Account' }).click();
          await page.locator('[data-toast-region] [role="alertdialog"]').waitFor();
        },
        async (page) => {
          await page.getByRole('button', { name: /Role/ }).click();
          await page.getByRole('option').first().waitFor();
        },
      ]),
    ).toEqual([]);
  });

  it('finds no violations on /adminpanel: the gate, then each tab of the panel', async () => {
    expect(
      await staffViolations('/adminpanel', STAFF.admin, [
        async (page) => {
          await page.getByRole('dialog', { name: 'Admin Access' }).waitFor();
        },
        async (page) => {
          await page.getByLabel('Admin password').fill(STAFF.admin.password);
          await page.getByRole('button', { name: 'Unlock' }).click();
          await page.getByTestId('panel-article').first().waitFor();
        },
        async (page) => {
          await page.getByRole('tab', { name: 'Users' }).click();
          await page.getByTestId('user-row').first().waitFor();
        },
        async (page) => {
          await page.getByRole('tab', { name: 'Newsletter' }).click();
          await page.getByRole('cell').first().waitFor();
        },
        async (page) => {
          await page.getByRole('tab', { name: 'Articles' }).click();
          await page.getByTestId('panel-article').first().getByRole('button', { name: /^Edit/ }).click();
          await page.getByRole('dialog', { name: 'Edit Article' }).waitFor();
        },
      ]),
    ).toEqual([]);
  });

  it('finds no violations on /create, editing, previewing and inserting a link', async () => {
    expect(
      await staffViolations('/create', STAFF.editor, [
        heading('Professional Article Editor'),
        async (page) => {
          await page.getByLabel('Title', { exact: true }).fill('A story');
          await page.getByLabel('Content', { exact: true }).fill('## Heading\n\n| a | b |\n| --- | --- |\n| 1 | 2 |');
          await page.getByRole('radio', { name: 'Preview' }).click();
          await page.getByTestId('article-preview').waitFor();
        },
        async (page) => {
          await page.getByRole('radio', { name: 'Edit' }).click();
          await page.getByRole('button', { name: 'Insert Link' }).click();
          await page.getByRole('dialog', { name: 'Insert Link' }).waitFor();
        },
      ]),
    ).toEqual([]);
  });

  it('finds no violations on /contribute, with every status and the editor open', async () => {
    expect(
      await staffViolations('/contribute', STAFF.contributor, [
        async (page) => {
          await page.getByRole('article').first().waitFor();
        },
        async (page) => {
          await page.getByRole('button', { name: 'Write New Article' }).click();
          await page.getByLabel('Article Content').fill('🚨 **BREAKING:** Now.\n> Quote');
          await page.getByTestId('contributor-editor').getByRole('radio', { name: 'Preview' }).click();
          await page.getByTestId('article-preview').locator('[data-breaking]').waitFor();
        },
      ]),
    ).toEqual([]);
  });

  it('finds no violations on /review, with the request-changes dialog', async () => {
    expect(
      await staffViolations('/review', STAFF.editor, [
        async (page) => {
          await page.getByTestId('review-preview').waitFor();
        },
        async (page) => {
          await page.getByRole('button', { name: 'Request Changes' }).click();
          await page.getByRole('dialog', { name: 'Request Changes' }).waitFor();
        },
      ]),
    ).toEqual([]);
  });

  it('finds no violations on the staff screens at 375 px', async () => {
    const phone = { width: 375, height: 740 };
    expect([
      ...(await staffViolations('/contribute', STAFF.contributor, [async (page) => void (await page.getByRole('article').first().waitFor())], phone)),
      ...(await staffViolations('/review', STAFF.editor, [async (page) => void (await page.getByTestId('review-preview').waitFor())], phone)),
      ...(await staffViolations('/create', STAFF.editor, [heading('Professional Article Editor')], phone)),
    ]).toEqual([]);
  });
});
