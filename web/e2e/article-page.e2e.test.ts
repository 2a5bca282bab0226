/**
 * The article page against the real site (embedded services, 46 seeded
 * articles): every element, sharing, related stories, the carousel, the
 * floating share menu, the graphic-content gate and script safety.
 */
import type { Article } from '@mitics/contracts';
import { format, parseISO } from 'date-fns';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openPage, type OpenedPage } from './support/browser';
import { startRealSite, type RealSite } from './support/real-site';
import { axe } from './support/axe';

let site: RealSite;
let browser: Browser;
let articles: Article[];

/** The story itself: related cards below it are articles too. */
const MAIN_ARTICLE = 'article[aria-labelledby="article-title"]';

beforeAll(async () => {
  site = await startRealSite();
  browser = await launchBrowser();
  articles = (await (await fetch(`${site.url}/api/articles?limit=100`)).json()) as Article[];
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function withPage(run: (opened: OpenedPage) => Promise<void>, options: BrowserContextOptions = {}) {
  const opened = await openPage(browser, site.url, options);
  try {
    await run(opened);
  } finally {
    await opened.close();
  }
}

function pick(predicate: (article: Article) => boolean): Article {
  const found = articles.find(predicate);
  if (!found) throw new Error('No seeded article fits the test');
  return found;
}

/** A story with a source, more than three tags, and no video. */
const plainStory = () => pick((a) => Boolean(a.sourceUrl) && a.tags.length > 3 && !a.videoUrl);

async function openArticle(opened: OpenedPage, article: Article) {
  await opened.page.goto(`/article/${article.slug}`);
  await opened.page.getByRole('heading', { level: 1, name: article.title }).waitFor();
}

describe('article page', () => {
  it('shows the headline, badges, meta, tags, share buttons, highlights, body, source, ad and share row', async () => {
    const article = plainStory();
    await withPage(async (opened) => {
      const { page, pageErrors } = opened;
      await openArticle(opened, article);
      await expect.poll(() => page.title()).toBe(`${article.title} | Mitics`);
      const main = page.locator(MAIN_ARTICLE);
      const header = main.locator('header');

      expect(await header.textContent()).toContain(article.excerpt);
      const byline = (await header.locator('p', { hasText: 'By ' }).textContent()) ?? '';
      expect(byline).toContain(`By ${article.author}`);
      // Dates read as in Lansing, wherever the browser is.
      expect(byline).toContain(new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Detroit' }).format(new Date(article.publishedAt ?? '')));
      const words = article.content.trim().split(/\s+/).length;
      expect(byline).toContain(`${Math.ceil(words / 200)} min read`);

      expect(await main.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(
        article.tags.slice(0, 3),
      );

      const share = main.getByRole('group', { name: 'Share this article' });
      for (const name of ['Share on Facebook', 'Share on X', 'Share on LinkedIn', 'Copy link']) {
        expect(await share.getByRole('button', { name }).count()).toBe(1);
      }

      const highlights = main.getByRole('region', { name: 'Story Highlights' });
      const items = await highlights.getByRole('listitem').allTextContents();
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(4);
      for (const item of items) {
        expect(item.length).toBeGreaterThan(20);
        expect(item.length).toBeLessThanOrEqual(123);
      }

      const source = main.getByRole('link', { name: new RegExp(article.sourceName ?? 'the original publisher') });
      expect(await source.getAttribute('href')).toBe(article.sourceUrl);

      const ad = page.getByRole('complementary', { name: 'Advertisement' });
      expect(await ad.textContent()).toContain('Advertisement');
      const adBox = await ad.locator('[data-ad-slot]').boundingBox();
      expect(adBox?.height).toBe(90);

      const row = main.getByRole('group', { name: 'Share this story' });
      expect(await row.getByRole('button', { name: 'Share on Facebook' }).count()).toBe(1);
      expect(await row.getByRole('button', { name: 'Share on X' }).count()).toBe(1);
      const email = await row.getByRole('link', { name: 'Share by email' }).getAttribute('href');
      expect(email).toBe(
        `mailto:?subject=${encodeURIComponent(article.title)}&body=${encodeURIComponent(`${article.title}\n\n${site.url}/article/${article.slug}`)}`,
      );
      expect(pageErrors).toEqual([]);
    });
  });

  it('shows one BREAKING badge on a breaking story', async () => {
    const article = pick((a) => a.isBreaking);
    await withPage(async (opened) => {
      await openArticle(opened, article);
      const badges = await opened.page.locator(`${MAIN_ARTICLE} header`).locator('span', { hasText: /^Breaking$/ }).count();
      expect(badges).toBe(1);
    });
  });

  it("copies the link and says 'Link copied!'", async () => {
    const article = plainStory();
    await withPage(
      async (opened) => {
        const { page } = opened;
        await openArticle(opened, article);
        await page.locator(MAIN_ARTICLE).getByRole('button', { name: 'Copy link' }).click();
        await page.getByText('Link copied!').waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.url}/article/${article.slug}`);
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });

  it("says 'Copy failed' when the clipboard refuses, and 'Failed to copy' without a Clipboard API", async () => {
    const article = plainStory();
    await withPage(async (opened) => {
      const { page } = opened;
      await page.addInitScript(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
      });
      await openArticle(opened, article);
      await page.locator(MAIN_ARTICLE).getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Copy failed').waitFor();
      expect(await page.getByText('Unable to copy link. Please try again.').count()).toBe(1);
    });
    await withPage(async (opened) => {
      const { page } = opened;
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      });
      await openArticle(opened, article);
      await page.locator(MAIN_ARTICLE).getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Failed to copy').waitFor();
      expect(await page.getByText('Please copy the URL manually').count()).toBe(1);
    });
  });

  it('opens the Facebook share page in a 600 by 400 pop-up', async () => {
    const article = plainStory();
    await withPage(async (opened) => {
      const { page } = opened;
      // Offline: answer the share page locally instead of reaching Facebook.
      await page.context().route('https://www.facebook.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
      );
      await page.addInitScript(() => {
        const calls: unknown[][] = [];
        (window as unknown as { __opens: unknown[][] }).__opens = calls;
        const open = window.open.bind(window);
        window.open = (...args: Parameters<typeof window.open>) => {
          calls.push(args);
          return open(...args);
        };
      });
      await openArticle(opened, article);
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.locator(MAIN_ARTICLE).getByRole('button', { name: 'Share on Facebook' }).first().click(),
      ]);
      const shareUrl = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${site.url}/article/${article.slug}`)}`;
      await popup.waitForURL(shareUrl);
      const calls = await page.evaluate(() => (window as unknown as { __opens: unknown[][] }).__opens);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe(shareUrl);
      expect(String(calls[0]?.[2])).toMatch(/^width=600,height=400,/);
      await popup.close();
    });
  });

  it("shows three related stories under 'More Michigan Politics'", async () => {
    const article = plainStory();
    const related = (await (await fetch(`${site.url}/api/articles/${article.slug}/related`)).json()) as Article[];
    expect(related.length).toBe(3);
    await withPage(async (opened) => {
      await openArticle(opened, article);
      const section = opened.page.getByRole('region', { name: 'More Michigan Politics' });
      await section.getByRole('article').first().waitFor();
      expect(await section.getByRole('article').count()).toBe(3);
      expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(related.map((a) => a.title));
    });
  });

  it("cycles 'More Stories' forward and back with wrap-around and an 'n of m' counter", async () => {
    const article = articles[2] ?? plainStory();
    const others = articles.filter((a) => a.slug !== article.slug).slice(0, 6);
    await withPage(async (opened) => {
      const { page } = opened;
      await openArticle(opened, article);
      const carousel = page.getByRole('region', { name: 'More Stories' });
      const counter = carousel.getByTestId('more-stories-counter');
      const slideTitle = () => carousel.getByTestId('more-stories-slide').getByRole('heading').textContent();
      await counter.waitFor();
      expect(await counter.textContent()).toBe('1 of 6');
      expect(await slideTitle()).toBe(others[0]?.title);

      await carousel.getByRole('button', { name: 'Previous story' }).click();
      expect(await counter.textContent()).toBe('6 of 6');
      expect(await slideTitle()).toBe(others[5]?.title);
      await carousel.getByRole('button', { name: 'Next story' }).click();
      expect(await counter.textContent()).toBe('1 of 6');

      // Keyboard: the buttons take Enter, the carousel takes the arrow keys.
      const seen: string[] = [];
      await carousel.getByRole('button', { name: 'Next story' }).focus();
      for (let step = 0; step < 6; step += 1) {
        seen.push((await slideTitle()) ?? '');
        await page.keyboard.press('Enter');
      }
      expect(seen).toEqual(others.map((a) => a.title));
      expect(seen).not.toContain(article.title);
      expect(await counter.textContent()).toBe('1 of 6');
      await page.keyboard.press('ArrowLeft');
      expect(await counter.textContent()).toBe('6 of 6');
      await page.keyboard.press('ArrowRight');
      expect(await counter.textContent()).toBe('1 of 6');
    });
  });

  it('keeps the stories below the article still when the reader jumps down to them and their images arrive', async () => {
    const article = articles[2] ?? plainStory();
    await withPage(async (opened) => {
      const { page } = opened;
      await openArticle(opened, article);
      await page.getByRole('region', { name: 'More Stories' }).getByTestId('more-stories-counter').waitFor();
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift' });
      });
      const images = page.getByTestId('related-articles').locator('img');
      expect(await images.count()).toBe(3);
      // Lazy images start to load only now, once near the viewport.
      await page.getByRole('button', { name: 'Previous story' }).scrollIntoViewIfNeeded();
      await expect
        .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
        .toBe(true);
      // A frame for a shift to be drawn and reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });
  });

  it('shows the floating share menu only after 300 px of scroll, toggled by its button', async () => {
    const article = plainStory();
    await withPage(
      async (opened) => {
        const { page } = opened;
        await openArticle(opened, article);
        const toggle = page.getByRole('button', { name: 'Share this article' });
        expect(await toggle.count()).toBe(0);
        await page.evaluate(() => window.scrollTo(0, 300));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
        expect(await toggle.count()).toBe(0);

        await page.evaluate(() => window.scrollTo(0, 301));
        await toggle.waitFor();
        await toggle.click();
        const menu = page.getByRole('menu', { name: 'Share this article' });
        await menu.waitFor();
        expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
          ' Share on Facebook',
          ' Share on X',
          ' Share on LinkedIn',
          ' Copy link',
        ]);
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });

        await toggle.click();
        await menu.getByRole('menuitem', { name: 'Copy link' }).click();
        await page.getByText('Link copied!').waitFor();

        await page.evaluate(() => window.scrollTo(0, 0));
        await toggle.waitFor({ state: 'detached' });
      },
      { permissions: ['clipboard-read', 'clipboard-write'], reducedMotion: 'reduce' },
    );
  });

  it("hides a graphic video until 'View Anyway', and remembers the choice across a reload for 24 hours", async () => {
    const article = pick((a) => a.hasGraphicMedia && Boolean(a.videoUrl));
    await withPage(async (opened) => {
      const { page } = opened;
      await openArticle(opened, article);
      const main = page.locator(MAIN_ARTICLE);
      expect(await main.locator('header').getByText('Graphic', { exact: true }).count()).toBe(1);
      const gate = main.getByRole('group', { name: 'Graphic content warning' });
      await gate.waitFor();
      expect(await gate.textContent()).toContain(article.graphicWarning ?? '');
      const player = main.locator('iframe, video');
      expect(await player.count()).toBe(0);

      // 'Cancel' does nothing: the warning stays and nothing is stored.
      await gate.getByRole('button', { name: 'Cancel' }).click();
      expect(await gate.isVisible()).toBe(true);
      expect(await player.count()).toBe(0);

      await gate.getByRole('button', { name: 'View Anyway' }).click();
      await player.first().waitFor({ state: 'attached' });
      expect(await gate.count()).toBe(0);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      await player.first().waitFor({ state: 'attached' });
      expect(await gate.count()).toBe(0);

      // A day later the warning returns.
      await page.evaluate((slug) => {
        localStorage.setItem(`graphic-consent:${slug}`, String(Date.now() - 24 * 60 * 60 * 1000 - 1000));
      }, article.slug);
      await page.reload();
      await gate.waitFor();
      expect(await player.count()).toBe(0);
    });
  });

  it('reports one article_view per article shown', async () => {
    const article = plainStory();
    await withPage(async (opened) => {
      const { page } = opened;
      const views: Array<{ eventType: string; eventData: Record<string, string> }> = [];
      page.on('request', (request) => {
        if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/analytics/track') return;
        const body = request.postDataJSON() as { eventType?: string; eventData: Record<string, string> };
        if (body.eventType === 'article_view') views.push({ eventType: body.eventType, eventData: body.eventData });
      });
      await openArticle(opened, article);
      await expect.poll(() => views.length).toBe(1);
      expect(views[0]?.eventData).toEqual({ articleSlug: article.slug, title: article.title, category: article.category });

      // The related stories load after the article: no second report for the same view.
      await page.getByRole('region', { name: 'More Michigan Politics' }).getByRole('article').first().waitFor();
      expect(views).toHaveLength(1);

      // Another story from the carousel is another view.
      const next = page.getByRole('region', { name: 'More Stories' }).getByTestId('more-stories-slide').getByRole('link');
      const nextTitle = (await next.textContent()) ?? '';
      await next.click();
      await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
      await expect.poll(() => views.length).toBe(2);
      expect(views[1]?.eventData.title).toBe(nextTitle);
    });
  });

  it('never runs script written into an article', async () => {
    const key = await site.adminKey();
    const response = await fetch(`${site.url}/api/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Senate hearing on election security draws a crowd',
        excerpt: 'Testimony ran late into the evening.',
        content: [
          'The Senate elections committee heard testimony on Tuesday about ballot security.',
          '<script>window.__xss = "script"</script>',
          '<img src="x" onerror="window.__xss = \'img\'">',
          '![pic](javascript:window.__xss=1)',
          '[click me](javascript:window.__xss=2)',
          '<iframe src="javascript:parent.__xss=3"></iframe>',
        ].join('\n\n'),
        author: 'Test Reporter',
        category: 'michigan-politics',
        tags: ['Elections'],
        status: 'published',
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Article;

    await withPage(async (opened) => {
      const { page, pageErrors } = opened;
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openArticle(opened, created);
      const main = page.locator(MAIN_ARTICLE);
      await main.getByText('<script>window.__xss = "script"</script>').waitFor();
      expect(await main.textContent()).toContain(`<img src="x" onerror="window.__xss = 'img'">`);
      expect(await main.locator('script, iframe, img[onerror], a[href^="javascript:"]').count()).toBe(0);
      expect(await main.locator('img').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('article page accessibility (axe)', () => {
  it.each([
    ['desktop', { width: 1280, height: 900 }],
    ['375 px', { width: 375, height: 740 }],
  ])('finds no violations (%s)', async (_name, viewport) => {
    const article = plainStory();
    await withPage(
      async (opened) => {
        await openArticle(opened, article);
        await opened.page.getByRole('region', { name: 'More Michigan Politics' }).getByRole('article').first().waitFor();
        await opened.page.getByRole('region', { name: 'More Stories' }).waitFor();
        const results = await axe(opened.page).analyze();
        expect(results.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
      },
      { viewport },
    );
  });
});
