import { describe, expect, it } from 'vitest';
import { buildConfig, ConfigError } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = buildConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 3000, authRateLimitPerMinute: 10, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
  });

  it('fails fast with a message naming each bad variable', () => {
    expect(() => buildConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      buildConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL must start with postgres://');
    }
  });

  it('treats empty variables as unset', () => {
    expect(buildConfig({ PORT: '', REDIS_URL: '' })).toMatchObject({ port: 3000, redisUrl: undefined });
  });
});
