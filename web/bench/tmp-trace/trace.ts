import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { startRealSite } from '../../e2e/support/real-site.ts';

const path = process.argv[2] ?? '/';
const site = await startRealSite();
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading', 'blink'] });
await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
writeFileSync('/tmp/trace.json', buf);
await browser.close();
await site.close();
process.exit(0);
