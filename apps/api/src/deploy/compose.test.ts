import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../config';
import { SETTING_NAMES } from '../settings';
import { API_ROOT } from '../paths';

/**
 * The deployment recipe (compose.yaml, Dockerfile; docs/deploy.md) is not run here, since no
 * container daemon runs on these machines: this checks what can go wrong in it without one.
 */
const REPO = join(API_ROOT, '..', '..');

interface Service {
  build?: unknown;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] | string };
}
const compose = parse(readFileSync(join(REPO, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const appNodes = services.filter(([, s]) => s.build === '.');
const dockerfile = readFileSync(join(REPO, 'Dockerfile'), 'utf8');

/** compose.yaml's ${NAME…} interpolations with a sample value, as docker compose would fill them. */
const interpolated = (value: string) =>
  value.replace(
    /\$\{([A-Z_]+)(?::[^}]*)?\}/g,
    (_, name: string) => `${name.toLowerCase()}-sample-value-0123456789abcdef`,
  );

describe('compose.yaml and the Dockerfile', () => {
  it('runs two app nodes, a primary, a replica, a pooler and a proxy, each with a health check', () => {
    expect(appNodes.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['postgres-primary', 'postgres-replica', 'pgbouncer', 'proxy']),
    );
    for (const [name, service] of services) {
      expect(service.healthcheck?.test, `${name} has a health check`).toBeTruthy();
    }
  });

  it('passes the app nodes only settings that config.ts reads, with values it accepts', () => {
    for (const [, node] of appNodes) {
      const env = node.environment ?? {};
      expect(Object.keys(env).filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
      const config = loadConfig(
        Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolated(v)])),
      );
      expect(config.databaseReadUrls).toHaveLength(1);
      expect(config.databaseDirectUrl).not.toBe(config.databaseUrl);
    }
    const dockerfileSettings = [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((m) =>
      m[1]!.split(' ').map((pair) => pair.split('=')[0]!),
    );
    expect(dockerfileSettings.filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });

  it('gives every app node the same JWT_SECRET, so a token signed by one is good on the other', () => {
    const secrets = new Set(appNodes.map(([, node]) => node.environment?.JWT_SECRET));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/\$\{JWT_SECRET/);
  });

  it('builds the app on Node.js 22, runs it as a non-root user, checks /health/ready', () => {
    expect(dockerfile).toMatch(/^ARG NODE_VERSION=22$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/health\/ready/m);
    const engines = (
      JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node;
    expect(engines).toContain('>=22');
  });
});
