/**
 * `npm run compose:env`: writes `.env` beside docker-compose.yml with a random
 * value for every secret the compose file requires, once (an existing .env is
 * completed, never overwritten). The file is readable by its owner only and
 * ignored by git; the first admin's password is in it, nowhere else.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const file = join(root, '.env');

/** Every `${NAME:?...}` the compose file needs. */
function requiredVariables(compose: string): string[] {
  return [...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((m) => m[1] ?? ''))].filter(Boolean).sort();
}

const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const existing = existsSync(file) ? readFileSync(file, 'utf8') : '';
const present = new Set([...existing.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
const added = requiredVariables(compose).filter((name) => !present.has(name));
if (added.length > 0) {
  const lines = added.map((name) => `${name}=${randomBytes(24).toString('base64url')}`);
  writeFileSync(file, `${existing}${existing && !existing.endsWith('\n') ? '\n' : ''}${lines.join('\n')}\n`, { mode: 0o600 });
}
chmodSync(file, 0o600);
console.log(added.length > 0 ? `Wrote ${added.join(', ')} to ${file} (mode 600)` : `${file} already has every secret docker-compose.yml needs`);
