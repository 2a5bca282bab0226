import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './web-app.ts';

async function dist(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'mitics-dist-'));
  await mkdir(join(root, 'assets'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  return root;
}

describe('inlining the stylesheets into the shell', () => {
  it('replaces each small linked stylesheet with its text, in order, keeping $ literal', async () => {
    const root = await dist({ 'assets/a.css': 'body{color:red}', 'assets/b.css': '.x::after{content:"$&"}' });
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="stylesheet" crossorigin href="/assets/b.css"></head>';
    expect(inlineStylesheets(html, root)).toBe('<head><style>body{color:red}</style>\n<style>.x::after{content:"$&"}</style></head>');
  });

  it('leaves the links alone when the styles are large or a file is missing', async () => {
    const root = await dist({ 'assets/big.css': `a{}${' '.repeat(160 * 1024)}` });
    const big = '<link rel="stylesheet" crossorigin href="/assets/big.css">';
    expect(inlineStylesheets(big, root)).toBe(big);
    const missing = '<link rel="stylesheet" crossorigin href="/assets/none.css">';
    expect(inlineStylesheets(missing, root)).toBe(missing);
  });

  it('never reads outside the dist folder', async () => {
    const root = await dist({});
    const escape = '<link rel="stylesheet" href="/assets/../../etc/passwd.css">';
    expect(inlineStylesheets(escape, root)).toBe(escape);
  });
});
