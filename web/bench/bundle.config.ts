/**
 * The browser build of vite.config.ts, written nowhere: a plugin records which
 * source modules each chunk holds and how many bytes each keeps after
 * minification (rolldown's renderedLength), for `npm run bench:bundle`'s
 * breakdown. Used only by that script (`vite build --config bench/bundle.config.ts`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';

import base from '../vite.config.ts';

/** Where the accounting lands (beside the bench's other caches, never in dist/). */
export const MODULES_JSON = join(import.meta.dirname, '..', 'node_modules', '.cache', 'bench-bundle', 'modules.json');

export interface ChunkModules {
  /** The chunk's file under dist/, as in the manifest. */
  file: string;
  /** Source module (relative to web/) → minified bytes in the chunk. */
  modules: Record<string, number>;
}

function moduleAccounting(): Plugin {
  const root = join(import.meta.dirname, '..');
  return {
    name: 'mitics:bench-bundle-modules',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) modules[relative(root, id.replace(/\0/g, '')).replace(/\\/g, '/')] = info.renderedLength;
        }
        chunks.push({ file: output.fileName, modules });
      }
      mkdirSync(dirname(MODULES_JSON), { recursive: true });
      writeFileSync(MODULES_JSON, JSON.stringify(chunks));
    },
  };
}

export default defineConfig((env) => {
  const config = typeof base === 'function' ? base(env) : base;
  return mergeConfig(config as UserConfig, { plugins: [moduleAccounting()], build: { write: false, emptyOutDir: false } });
});
