import type { FastifyPluginAsync } from 'fastify';
import pg from 'pg';
import { onAccountDeleting } from '../people';
import { isActorGoneJob, queueActorGone, sendActorGone } from './actor-deletion';
import { isActorUpdateJob, sendActorUpdate } from './actor-update';
import { federationAdminAccountRoutes } from './admin-account-routes';
import { federationAdminRoutes } from './admin-routes';
import { federationApiRoutes } from './api-routes';
import { federationBridge } from './bridge';
import { federationContentRoutes } from './content';
import { isDelivery, runDelivery } from './delivery-guard';
import { type AppFederation, buildFederation } from './federation';
import { DbKvStore } from './kv-store';
import { DbMessageQueue } from './message-queue';
import { federateItem, isFederateJob } from './outgoing';

// Issue 37: FitCircle on the fediverse (decision 0035). Fedify serves the protocol behind a
// Fastify bridge; its key-value store and queue are tables of our database; the queue's worker
// runs in every instance and stops when the app closes.

const HOUR = 60 * 60 * 1000;
const federations = new WeakMap<object, AppFederation>();

/** The app's Fedify instance (null with FEDERATION_ENABLED=false): tests send activities with it. */
export const federationOf = (app: { server: object }): AppFederation | null => federations.get(app.server) ?? null;

export const federationModule: FastifyPluginAsync = async (app) => {
  await app.register(federationContentRoutes);
  await app.register(federationAdminRoutes);
  const kv = new DbKvStore(app.db);
  const purge = setInterval(() => {
    // Off, the triggers' jobs are never sent: dropped with the expired cache entries.
    const dropJobs = app.config.federation.enabled
      ? Promise.resolve()
      : app.db.query(`delete from federation_queue where message ->> 'fitcircle' in ('federate', 'actor-update')`);
    Promise.all([kv.purgeExpired(), dropJobs]).catch((err) =>
      app.log.warn({ err: err.message }, 'federation housekeeping failed'),
    );
  }, HOUR);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  if (!app.config.federation.enabled) {
    await app.register(federationApiRoutes, { federation: null });
    await app.register(federationAdminAccountRoutes, { federation: null });
    return;
  }

  // The queue polls on two connections of its own: the members' requests never wait for it.
  const queuePool = new pg.Pool({ ...app.db.options, max: 2 });
  queuePool.on('error', (err) => app.log.warn({ err: err.message }, 'federation queue connection failed'));
  let federation: AppFederation | null = null;
  const queue = new DbMessageQueue(queuePool, {
    pollMs: app.config.env === 'test' ? 200 : 1000,
    onError: (err, attempts) => app.log.warn({ err: err.message, attempts }, 'federation queue message failed'),
    // Our own jobs (migrations 0210 and 0213's triggers, account deletion) ride the same queue
    // as Fedify's deliveries.
    local: async (message) => {
      if (isFederateJob(message)) {
        if (federation) await federateItem(app, federation, message);
      } else if (isActorGoneJob(message)) {
        if (federation) await sendActorGone(app, federation, message);
      } else if (isActorUpdateJob(message)) {
        if (federation) await sendActorUpdate(app, federation, message);
      } else return false;
      return true;
    },
    // Fedify follows an inbox's redirect to any address: each delivery runs under our rules.
    around: (message, run) =>
      isDelivery(message)
        ? runDelivery({ allowPrivateAddresses: app.config.federation.allowPrivateAddresses }, run)
        : run(),
  });
  // A deleted account's last words: the Delete of its actor, queued with the deletion.
  onAccountDeleting(app.db, queueActorGone);
  federation = buildFederation(app, queue);
  federations.set(app.server, federation);
  await app.register(federationBridge, { federation });
  await app.register(federationApiRoutes, { federation });
  await app.register(federationAdminAccountRoutes, { federation });

  const stop = new AbortController();
  let worker: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    worker = federation.startQueue(app, { signal: stop.signal });
  });
  app.addHook('onClose', async () => {
    stop.abort();
    // A delivery still waiting on a slow server may not hold the shutdown: its message stays
    // leased and another instance (or the next start) sends it when the lease ends.
    await Promise.race([worker, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await queuePool.end();
  });
};

// Remote replies shown among a post's comments (posts/comments-repository.ts).
export { hiddenRemoteCommentsSql, remoteCommentsSql } from './comments-sql';
// Followed remote accounts' posts in the home feed (posts/feed-pages.ts).
export { withRemotePosts } from './feed-posts';
export { hiddenRemoteLikesSql } from './likes-sql';
export type { AppFederation };
