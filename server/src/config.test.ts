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

  it('serves the built web app from dist/web unless WEB_DIR names another folder', () => {
    expect(buildConfig({}).webDir).toMatch(/dist[/\\]web$/);
    expect(buildConfig({ WEB_DIR: '/srv/fitcircle-web' }).webDir).toBe('/srv/fitcircle-web');
  });

  it('treats empty variables as unset', () => {
    expect(buildConfig({ PORT: '', REDIS_URL: '' })).toMatchObject({ port: 3000, redisUrl: undefined });
  });
});

describe('object storage settings (issue 36)', () => {
  const S3 = {
    S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
    S3_BUCKET: 'fitcircle-media',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('keeps the disk when none is set', () => {
    expect(buildConfig({}).s3).toBeNull();
  });

  it('uses the bucket when all five are set, path style and public address optional', () => {
    expect(buildConfig(S3).s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      bucket: 'fitcircle-media',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      publicUrl: null,
      linkSeconds: 300,
    });
    expect(
      buildConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true', S3_PUBLIC_URL: 'https://media.example.com/' }).s3,
    ).toMatchObject({ forcePathStyle: true, publicUrl: 'https://media.example.com' });
  });

  it('stops on a partial set, naming what is missing', () => {
    const { S3_REGION: _, S3_SECRET_ACCESS_KEY: __, ...partial } = S3;
    expect(() => buildConfig(partial)).toThrow(ConfigError);
    expect(() => buildConfig(partial)).toThrow(/S3_REGION, S3_SECRET_ACCESS_KEY missing/);
    expect(() => buildConfig({ S3_PUBLIC_URL: 'https://media.example.com' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => buildConfig({ ...S3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
  });

  it('hands out signed links for S3_LINK_SECONDS, whole seconds within what S3 allows', () => {
    expect(buildConfig({ ...S3, S3_LINK_SECONDS: '60' }).s3?.linkSeconds).toBe(60);
    expect(() => buildConfig({ ...S3, S3_LINK_SECONDS: '0' })).toThrow(/S3_LINK_SECONDS must be at least 1/);
    expect(() => buildConfig({ ...S3, S3_LINK_SECONDS: '1.5' })).toThrow(/S3_LINK_SECONDS must be a whole number/);
    expect(() => buildConfig({ ...S3, S3_LINK_SECONDS: 'soon' })).toThrow(/S3_LINK_SECONDS must be a whole number/);
    expect(() => buildConfig({ ...S3, S3_LINK_SECONDS: '604800' })).toThrow(/at most 302400/);
  });
});
