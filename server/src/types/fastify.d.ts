import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { AppConfig } from '../config';
import type { RateLimiter } from '../lib/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: pg.Pool;
    /** Present only when REDIS_URL is set. */
    redis: Redis | null;
    rateLimiter: RateLimiter;
  }
}
