import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'skylark-config-'));

describe('configuration', () => {
  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', AUTH_RATE_LIMIT: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('AUTH_RATE_LIMIT');
  });

  it('reads ADMIN_MFA: optional by default, required on demand, anything else refused', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).adminMfa).toBe('optional');
    expect(loadConfig({ DATA_DIR: tempDir(), ADMIN_MFA: 'required' }).adminMfa).toBe('required');
    expect(() => loadConfig({ DATA_DIR: tempDir(), ADMIN_MFA: 'sometimes' })).toThrow(/ADMIN_MFA/);
  });

  it('reads SUPPORT_CHAT_URL, SOCIAL_LINKS and SUPPORT_EMAIL: nothing by default, bad values refused', () => {
    const none = loadConfig({ DATA_DIR: tempDir() });
    expect([none.supportChatUrl, none.socialLinks, none.supportEmail]).toEqual([undefined, [], undefined]);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      SUPPORT_CHAT_URL: 'https://chat.example.com/skylark',
      SOCIAL_LINKS: 'twitter=https://twitter.com/skylark,instagram=https://instagram.com/skylark?a=b',
      SUPPORT_EMAIL: 'care@example.com',
    });
    expect(set.socialLinks).toEqual([
      { network: 'twitter', url: 'https://twitter.com/skylark' },
      { network: 'instagram', url: 'https://instagram.com/skylark?a=b' },
    ]);
    expect(set.supportChatUrl).toBe('https://chat.example.com/skylark');
    expect(() => loadConfig({ DATA_DIR: tempDir(), SOCIAL_LINKS: 'myspace=https://myspace.com/x' })).toThrow(
      /SOCIAL_LINKS/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SOCIAL_LINKS: 'x=javascript:alert(1)' })).toThrow(
      /SOCIAL_LINKS/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SUPPORT_CHAT_URL: 'ftp://chat' })).toThrow(
      /SUPPORT_CHAT_URL/,
    );
  });

  it('reads WEB_CONCURRENCY on PostgreSQL only: the embedded database keeps one process', () => {
    const pg = { DATA_DIR: tempDir(), DATABASE_URL: 'postgres://db/skylark', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(pg).workers).toBe(1);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '2' }).workers).toBe(2);
    expect(loadConfig({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '4' }).workers).toBe(1);
    expect(() => loadConfig({ ...pg, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('opens check-in 24 hours and closes it 60 minutes before departure unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).checkIn).toEqual({ opensHours: 24, closesMinutes: 60 });
    expect(
      loadConfig({ DATA_DIR: tempDir(), CHECKIN_OPENS_HOURS: '48', CHECKIN_CLOSES_MINUTES: '45' }).checkIn,
    ).toEqual({ opensHours: 48, closesMinutes: 45 });
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), CHECKIN_OPENS_HOURS: '1', CHECKIN_CLOSES_MINUTES: '90' }),
    ).toThrow(/CHECKIN_CLOSES_MINUTES/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), CHECKIN_OPENS_HOURS: 'soon' })).toThrow(
      /CHECKIN_OPENS_HOURS/,
    );
  });

  it('requires JWT_SECRET with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/skylark' })).toThrow(/JWT_SECRET/);
  });

  it('defaults to the embedded database with the demo seed and keeps one generated secret in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.authRateLimit).toBe(10);
    expect(config.trackingRateLimit).toBe(30);
    expect(config.jwtSecret).toBe(readFileSync(join(dir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('turns the demo seed off on PostgreSQL and splits BTC_ADDRESSES', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://localhost/skylark',
      JWT_SECRET: 'x'.repeat(40),
      BTC_ADDRESSES: 'bc1first, bc1second',
      DATA_DIR: tempDir(),
    });
    expect(config.seedDemo).toBe(false);
    expect(config.btcAddresses).toEqual(['bc1first', 'bc1second']);
  });

  it('reads the direct and replica URLs: the direct one defaults to DATABASE_URL, both need it', () => {
    const primary = 'postgres://app@pooler:6432/skylark';
    const base = { DATABASE_URL: primary, JWT_SECRET: 'x'.repeat(40), DATA_DIR: tempDir() };
    const plain = loadConfig(base);
    expect([plain.databaseDirectUrl, plain.databaseReadUrls, plain.replicaMaxLagMs]).toEqual([
      primary,
      [],
      1000,
    ]);
    const split = loadConfig({
      ...base,
      DATABASE_DIRECT_URL: 'postgres://app@primary:5432/skylark',
      DATABASE_READ_URL: ' postgres://app@replica-1/skylark, postgresql://app@replica-2/skylark ',
      DATABASE_READ_MAX_LAG_MS: '250',
    });
    expect(split.databaseDirectUrl).toBe('postgres://app@primary:5432/skylark');
    expect(split.databaseReadUrls).toEqual([
      'postgres://app@replica-1/skylark',
      'postgresql://app@replica-2/skylark',
    ]);
    expect(split.replicaMaxLagMs).toBe(250);
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://r/s,mysql://r/s' })).toThrow(
      /DATABASE_READ_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_READ_URL: 'postgres://r/s' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_DIRECT_URL: 'postgres://p/s' })).toThrow(
      /DATABASE_DIRECT_URL: needs DATABASE_URL/,
    );
  });
});
