import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { DistributedBffConfig } from '@mitics/bff/config';
import { ContentConfig } from '@mitics/content/config';
import { AudienceConfig } from '@mitics/audience/config';
import { CareersConfig } from '@mitics/careers/config';
import { CivicDataConfig } from '@mitics/civic-data/config';
import { FinanceConfig } from '@mitics/finance/config';
import { SocialConfig } from '@mitics/social/config';

const root = resolve(import.meta.dirname, '../..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as unknown;
const dockerfile = readFileSync(join(root, 'deploy/Dockerfile'), 'utf8');

const Service = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string(), target: z.string().optional() }).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  healthcheck: z.object({ test: z.array(z.string()) }),
  volumes: z.array(z.string()).optional(),
  command: z.array(z.string()).optional(),
});
const Compose = z.object({ services: z.record(z.string(), Service), volumes: z.record(z.string(), z.unknown()).optional() });
const { services } = Compose.parse(compose);

/** The config module each Node process validates its environment with. */
const configs: Record<string, z.ZodType> = { content: ContentConfig, audience: AudienceConfig, 'civic-data': CivicDataConfig, finance: FinanceConfig, careers: CareersConfig, social: SocialConfig, bff: DistributedBffConfig };

/** `${VAR:?message}` is filled by whoever runs compose; give it a value that passes validation. */
const substitute = (value: string) => value.replace(/\$\{[A-Z_]+(:\?[^}]*)?\}/g, 'x'.repeat(64));

describe('docker-compose.yml', () => {
  it('runs MongoDB and NATS with JetStream on volumes', () => {
    expect(services.mongo?.image).toMatch(/^mongo:/);
    expect(services.mongo?.volumes?.some((v) => v.endsWith(':/data/db'))).toBe(true);
    expect(services.nats?.image).toMatch(/^nats:/);
    const natsConf = readFileSync(join(root, 'deploy/nats.conf'), 'utf8');
    expect(natsConf).toMatch(/jetstream\s*\{[^}]*store_dir:\s*\/data\/jetstream/);
    expect(services.nats?.volumes?.some((v) => v.endsWith(':/data/jetstream'))).toBe(true);
  });

  it('names every service that exists under services/, and the BFF', () => {
    const dirs = readdirSync(join(root, 'services')).filter((d) => d !== 'kit' && existsSync(join(root, 'services', d, 'src/main.ts')));
    expect(dirs.length).toBeGreaterThan(0);
    for (const dir of [...dirs, 'bff']) expect(Object.keys(services), `compose lacks ${dir}`).toContain(dir);
  });

  for (const [name, schema] of Object.entries(configs)) {
    it(`gives ${name} the environment its config module requires`, () => {
      const service = services[name];
      expect(service, `${name} is not in docker-compose.yml`).toBeDefined();
      const env = Object.fromEntries(Object.entries(service?.environment ?? {}).map(([k, v]) => [k, substitute(v)]));
      const result = schema.safeParse(env);
      expect(result.success ? 'valid' : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')).toBe('valid');
    });

    it(`builds ${name} from a Dockerfile target whose entry point exists`, () => {
      const target = services[name]?.build?.target;
      expect(target).toBe(name);
      const stage = new RegExp(`FROM \\S+ AS ${name}\\n(?:.*\\n)*?CMD \\[([^\\]]*)\\]`).exec(dockerfile);
      expect(stage, `no Dockerfile stage ${name} with a CMD`).not.toBeNull();
      const entry = (stage?.[1] ?? '').split(',').map((s) => s.trim().replace(/"/g, '')).find((s) => s.endsWith('.ts'));
      expect(entry && existsSync(join(root, entry)), `entry ${entry} missing`).toBe(true);
    });
  }

  it('does not let the BFF trust forwarded headers while its port is published to clients directly', () => {
    const bff = services.bff;
    const published = (compose as { services: Record<string, { ports?: unknown[] }> }).services.bff?.ports?.length ?? 0;
    const hops = DistributedBffConfig.shape.TRUST_PROXY.parse(bff?.environment?.TRUST_PROXY ?? '0');
    expect(published > 0 && hops > 0, 'TRUST_PROXY with the BFF port published lets clients forge their address').toBe(false);
  });

  it('signs every process in to NATS as its own user, with a password the NATS container knows', () => {
    const natsConf = readFileSync(join(root, 'deploy/nats.conf'), 'utf8');
    const natsEnv = services.nats?.environment ?? {};
    for (const name of Object.keys(configs)) {
      const url = services[name]?.environment?.NATS_URL ?? '';
      const match = /^nats:\/\/([a-z-]+):\$\{([A-Z_]+):\?[^}]*\}@nats:4222$/.exec(url);
      expect(match, `${name} NATS_URL ${url} carries no credentials`).not.toBeNull();
      expect(match?.[1]).toBe(name);
      const variable = match?.[2] ?? '';
      expect(natsEnv[variable], `nats lacks ${variable}`).toMatch(new RegExp(`^\\$\\{${variable}:\\?`));
      expect(natsConf).toContain(`user: "${name}", password: $${variable}`);
    }
  });

  it('gives the BFF and every service one service token', () => {
    for (const name of Object.keys(configs)) {
      expect(services[name]?.environment?.MITICS_SERVICE_TOKEN, name).toMatch(/^\$\{MITICS_SERVICE_TOKEN:\?/);
    }
  });

  it('only depends on services it defines, with health checks everywhere', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dep of Object.keys(service.depends_on ?? {})) expect(Object.keys(services), `${name} depends on ${dep}`).toContain(dep);
      expect(service.healthcheck.test.length).toBeGreaterThan(1);
    }
  });

  it('copies every workspace manifest into the image before npm ci', () => {
    const pkg = z.object({ workspaces: z.array(z.string()) }).parse(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')));
    const manifests = pkg.workspaces.flatMap((w) =>
      w.endsWith('/*') ? readdirSync(join(root, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w],
    );
    for (const m of manifests) {
      if (!existsSync(join(root, m, 'package.json'))) continue;
      expect(dockerfile, `Dockerfile does not copy ${m}/package.json`).toContain(`COPY ${m}/package.json ${m}/`);
    }
  });
});
