import type { PoolClient } from 'pg';
import type { AppConfig } from '../../config';

/** A rendered email, as the outbox stores it and a transport sends it. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** An outbox row as the worker reads it. */
export interface MailJob {
  id: number;
  kind: string;
  user_id: number | null;
  payload: Record<string, unknown>;
  message: OutgoingMessage | null;
  attempts: number;
}

/** What a builder may use: the job's transaction (tokens are made in it) and the configuration. */
export interface BuildContext {
  tx: PoolClient;
  config: AppConfig;
}

/**
 * Turns a job into its message, once (a retry sends the stored message again). Answers null when
 * there is nothing to send any more: an address with no account, a choice switched off, messages
 * read in the meantime.
 */
export type MessageBuilder = (job: MailJob, ctx: BuildContext) => Promise<OutgoingMessage | null>;

/** A job to add to the outbox. */
export interface NewMailJob {
  kind: string;
  userId?: number | null;
  payload?: Record<string, unknown>;
}
