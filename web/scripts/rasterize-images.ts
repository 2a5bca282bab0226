/**
 * `npx tsx web/scripts/rasterize-images.ts`: draws the site's SVG pictures
 * (the seed illustrations in public/images/seed and the favicon) as the
 * raster files the pages use, with Debian's Chromium.
 *
 * Why: Chromium parses every SVG image in a document of its own on the page's
 * main thread (5-17 ms each here, 4× that on Lighthouse's phone), at whatever
 * moment the picture arrives, while a WebP or PNG is decoded off the main
 * thread. The SVGs stay the sources (and keep answering for articles that
 * already name them).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/support/browser.ts';

const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
/** Wide enough for the largest place a picture takes (the home lead, 800 CSS px on a desktop; ~670 device px on a phone). */
const ILLUSTRATION_WIDTH = 960;
const WEBP_QUALITY = 0.8;
const FAVICON_SIZE = 48;

async function main() {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const draw = (svg: string, width: number, height: number, type: string, quality?: number) =>
      page.evaluate(
        async ({ svg, width, height, type, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL(type, quality).split(',')[1] ?? '';
        },
        { svg, width, height, type, quality },
      );
    const seed = join(PUBLIC, 'images/seed');
    for (const file of readdirSync(seed).filter((name) => name.endsWith('.svg'))) {
      const svg = readFileSync(join(seed, file), 'utf8');
      const [, , w, h] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)?.slice(1).map(Number) ?? [];
      if (!w || !h) throw new Error(`${file}: no viewBox`);
      const out = join(seed, `${basename(file, '.svg')}.webp`);
      writeFileSync(out, Buffer.from(await draw(svg, ILLUSTRATION_WIDTH, Math.round((ILLUSTRATION_WIDTH * h) / w), 'image/webp', WEBP_QUALITY), 'base64'));
      console.log(out);
    }
    const favicon = join(PUBLIC, `favicon-${FAVICON_SIZE}.png`);
    writeFileSync(favicon, Buffer.from(await draw(readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8'), FAVICON_SIZE, FAVICON_SIZE, 'image/png'), 'base64'));
    console.log(favicon);
  } finally {
    await browser.close();
  }
}

await main();
