import Fastify, { type FastifyBaseLogger, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { cachePlugin } from './cache';
import type { AppConfig } from './config';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerModules } from './modules';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin, urlError } from './plugins/errors';
import { nulTextPlugin } from './plugins/nul-text';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { sessionFirstPlugin } from './plugins/session-first';
import { staticWebPlugin } from './plugins/static-web';
import { type RealtimeOptions, realtimePlugin } from './realtime';

export interface AppDeps {
  config: AppConfig;
  db: pg.Pool;
  redis?: Redis | null;
  /** The process's logger; tests pass none and get a quiet one. */
  logger?: FastifyBaseLogger;
  /** Real-time tuning (tests shorten the heartbeat and give each file its own Redis namespace). */
  realtime?: Partial<RealtimeOptions>;
  /** Called for every route as it is registered (the OpenAPI test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP app: external plugins, app plugins, then the domains' routes (fastify/demo order). */
export async function buildApp({ config, db, redis = null, logger, realtime, onRoute }: AppDeps) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Uploads arrive as data URLs inside JSON; their routes raise this limit for themselves.
    routerOptions: { ignoreTrailingSlash: true },
    // A path that is not valid percent-encoding, or a parameter longer than the router takes,
    // answers in the API's error shape like any other refused input (plugins/errors.ts).
    frameworkErrors: urlError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('redis', redis);
  app.decorate('rateLimiter', redis ? redisRateLimiter(redis) : memoryRateLimiter());

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(cachePlugin);
  // Before every route: it attaches its hook to the routes registered after it.
  await app.register(compressionPlugin);
  // Before every route: it documents the routes registered after it (and is itself compressed).
  await app.register(openapiPlugin);
  await app.register(sessionPlugin);
  // After the cookies are read, before any route: who is calling is checked before what is sent.
  await app.register(sessionFirstPlugin);
  await app.register(nulTextPlugin);
  await app.register(realtimePlugin, realtime ?? {});
  await registerModules(app);
  await app.register(staticWebPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
