/**
 * Issue 4's "done when", on the real embedded site (`npm start`'s entry point)
 * in Debian Chromium: a new contributor registers, an admin approves them in
 * the panel, they sign in, write a draft at /contribute and submit it, an
 * editor requests changes with notes, the contributor fixes and resubmits,
 * the editor publishes, and the story appears on the home page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';

const ADMIN = { username: 'chief-editor', password: 'Lansing-Capitol-Dome-1879' };
const WRITER = { fullName: 'Dana Whitfield', username: 'dwhitfield', email: 'dana.whitfield@example.com', password: 'Mackinac-Bridge-57' };
const EDITOR = { fullName: 'Ray Okafor', username: 'rokafor', email: 'ray.okafor@example.com', password: 'Sleeping-Bear-Dunes-70' };
const TITLE = 'Grand Rapids commissioners weigh a transit millage for 2027';
const NOTES = 'Please add the vote count from Tuesday and attribute the quote.';

let site: RealSite;
let browser: Browser;
const pages: OpenedPage[] = [];

async function newPage(): Promise<Page> {
  const opened = await openPage(browser, site.url);
  pages.push(opened);
  return opened.page;
}

const toast = (page: Page, text: string) => page.getByRole('alertdialog').or(page.getByRole('status')).filter({ hasText: text }).first();

async function register(page: Page, who: typeof WRITER, role: 'Contributor' | 'Editor') {
  await page.goto('/register');
  await page.getByRole('heading', { name: 'Join Mitics' }).waitFor();
  await page.getByLabel('Full Name').fill(who.fullName);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm Password').fill(who.password);
  if (role === 'Editor') {
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: /Editor/ }).click();
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toast(page, 'Registration Successful!').waitFor();
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password').fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await answered;
}

beforeAll(async () => {
  [site, browser] = await Promise.all([
    startRealSite({ MITICS_ADMIN_USERNAME: ADMIN.username, MITICS_ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  for (const opened of pages) await opened.close();
  await browser?.close();
  await site?.close();
});

describe('the newsroom workflow on the real site', () => {
  let writer: Page;
  let editor: Page;
  let admin: Page;

  it('registers a contributor and an editor, who wait for approval', async () => {
    writer = await newPage();
    editor = await newPage();
    admin = await newPage();
    await register(writer, WRITER, 'Contributor');
    await register(editor, EDITOR, 'Editor');
    await signIn(writer, WRITER.username, WRITER.password);
    await writer.getByText('Your account is waiting for admin approval').waitFor();
  });

  it('lets the admin approve both in the panel', async () => {
    await signIn(admin, ADMIN.username, ADMIN.password);
    await admin.goto('/adminpanel');
    await admin.getByLabel('Admin password').fill(ADMIN.password);
    await admin.getByRole('button', { name: /Unlock|Submit|Enter/ }).click();
    await toast(admin, 'Access Granted').waitFor();
    await admin.getByRole('tab', { name: 'Users' }).click();
    for (const who of [WRITER, EDITOR]) {
      const row = admin.getByRole('listitem').filter({ hasText: who.username });
      await row.getByRole('button', { name: 'Approve' }).click();
      await toast(admin, 'User activated successfully').waitFor();
      await row.getByText('Active', { exact: true }).waitFor();
    }
  });

  it('lets the contributor sign in, write a draft and submit it', async () => {
    await signIn(writer, WRITER.email, WRITER.password);
    await writer.waitForURL('**/contribute');
    await writer.getByText(`Welcome back, ${WRITER.fullName}`, { exact: false }).or(writer.getByText(WRITER.fullName).first()).first().waitFor();
    await writer.getByRole('button', { name: 'Write New Article' }).click();
    await writer.getByLabel('Title').fill(TITLE);
    await writer.getByLabel('Excerpt/Summary').fill('The Rapid asks voters to renew and raise its property tax for buses.');
    await writer
      .getByLabel('Article Content')
      .fill('## What is on the ballot\n\nThe Rapid wants a **0.3 mill** increase.\n\n> Buses are how our city gets to work, a commissioner said.');
    await writer.getByLabel('Tags').fill('Transit, Grand Rapids');
    await writer.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(writer, 'Article saved as draft!').waitFor();
    const card = writer.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('draft', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Submit for Review' }).click();
    await toast(writer, 'Article submitted for review!').waitFor();
    await card.getByText('Under Review').waitFor();
  });

  it('lets the editor request changes with notes', async () => {
    await signIn(editor, EDITOR.username, EDITOR.password);
    await editor.goto('/review');
    await editor.getByRole('button', { name: new RegExp(TITLE) }).or(editor.getByText(TITLE).first()).first().click();
    await editor.getByRole('button', { name: 'Request Changes' }).click();
    await editor.getByLabel(/notes/i).fill(NOTES);
    await editor.getByRole('dialog').getByRole('button', { name: /Request Changes|Send/ }).click();
    await editor.getByText('No articles waiting for review').waitFor();
  });

  it('shows the notes to the contributor, who fixes and resubmits', async () => {
    await writer.reload();
    const card = writer.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('Needs Changes').waitFor();
    await card.getByText('Editor Notes:').waitFor();
    await card.getByText(NOTES).waitFor();
    await card.getByRole('button', { name: 'Edit' }).click();
    const content = writer.getByLabel('Article Content');
    await content.fill(`${await content.inputValue()}\n\nCommissioners voted 5-2 on Tuesday to send the question to voters.`);
    await writer.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(writer, 'Article saved as draft!').waitFor();
    await card.getByRole('button', { name: 'Submit for Review' }).click();
    await toast(writer, 'Article submitted for review!').waitFor();
    await card.getByText('Under Review').waitFor();
  });

  it('lets the editor publish, and the story reaches the home page', async () => {
    await editor.goto('/review');
    await editor.getByRole('button', { name: new RegExp(TITLE) }).or(editor.getByText(TITLE).first()).first().click();
    await editor.getByText('voted 5-2').waitFor();
    await editor.getByRole('button', { name: 'Approve & Publish' }).click();
    await editor.getByText('No articles waiting for review').waitFor();

    const reader = await newPage();
    await reader.goto('/');
    await reader.getByRole('region', { name: 'Latest Headlines' }).getByText(TITLE).first().waitFor();
    await writer.reload();
    const card = writer.getByRole('article').filter({ hasText: TITLE });
    await card.getByRole('link', { name: 'View Live' }).waitFor();
    expect(await card.getByRole('link', { name: 'View Live' }).getAttribute('href')).toMatch(/^\/article\/grand-rapids-commissioners/);
  });

  it('tells the contributor, in words, when the desk changed the draft after they opened it', async () => {
    const title = 'Kalamazoo County clerk asks for more absentee ballot staff';
    await writer.goto('/contribute');
    await writer.getByRole('button', { name: 'Write New Article' }).click();
    await writer.getByLabel('Title').fill(title);
    await writer.getByLabel('Excerpt/Summary').fill('The clerk wants four more seasonal workers before the spring election.');
    await writer.getByLabel('Article Content').fill('The request goes to the county board on Thursday.');
    await writer.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(writer, 'Article saved as draft!').waitFor();
    const card = writer.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: 'Edit' }).click();

    // Meanwhile the desk fixes the headline through the integration key.
    const key = await site.adminKey();
    const list = (await writer.evaluate(async () => (await fetch('/api/articles/my-articles')).json())) as Array<{ id: string; title: string }>;
    const draft = list.find((a) => a.title === title);
    expect(draft).toBeDefined();
    const desk = await fetch(`${site.url}/api/articles/${draft?.id ?? ''}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${title} (desk edit)` }),
    });
    expect(desk.status).toBe(200);

    await writer.getByLabel('Article Content').fill('The request goes to the county board on Thursday at 9 a.m.');
    await writer.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(writer, 'This article was changed by someone else after you opened it.').waitFor();
    // The list was read again: the desk's headline is what the contributor sees.
    await writer.getByRole('article').filter({ hasText: `${title} (desk edit)` }).waitFor();
  });
});
