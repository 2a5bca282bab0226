/**
 * `npm run import:podcasts -- <feed files or folders>`: sends podcast RSS
 * files to a running site's importer (POST /api/admin/podcasts/import) and
 * prints what happened to each: imported (with episode counts and warnings)
 * or malformed (with the reason).
 *
 * MITICS_URL: the site (default http://127.0.0.1:3000). MITICS_ADMIN_API_KEY:
 * the admin key, else read from MITICS_DATA_DIR/admin-api-key (default .data).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAX_FEEDS_PER_IMPORT, PodcastImportReport } from '@mitics/contracts';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('Usage: npm run import:podcasts -- <feed file or folder>...');
  process.exit(2);
}
const site = (process.env.MITICS_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const key = process.env.MITICS_ADMIN_API_KEY ?? readFileSync(join(resolve(process.env.MITICS_DATA_DIR ?? '.data'), 'admin-api-key'), 'utf8').trim();

const files = paths.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path, { recursive: true })
        .map((entry) => join(path, String(entry)))
        .filter((file) => /\.(xml|rss)$/i.test(file))
    : [path],
);

let malformed = 0;
for (let i = 0; i < files.length; i += MAX_FEEDS_PER_IMPORT) {
  const batch = files.slice(i, i + MAX_FEEDS_PER_IMPORT).map((file) => ({ name: file, xml: readFileSync(file, 'utf8') }));
  const res = await fetch(`${site}/api/admin/podcasts/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ feeds: batch }),
  });
  if (!res.ok) {
    console.error(`The site refused the import (${res.status}): ${await res.text()}`);
    process.exit(1);
  }
  for (const feed of PodcastImportReport.parse(await res.json()).feeds) {
    if (feed.status === 'malformed') {
      malformed += 1;
      console.log(`MALFORMED ${feed.name}: ${feed.reason}`);
    } else {
      const { added, updated, unchanged, skipped } = feed.episodes;
      console.log(`imported  ${feed.name}: "${feed.title}" (/podcast/${feed.slug}) ${added} new, ${updated} changed, ${unchanged} unchanged, ${skipped} left out`);
      for (const warning of feed.warnings) console.log(`          warning: ${warning}`);
    }
  }
}
console.log(`${files.length - malformed} imported, ${malformed} malformed`);
