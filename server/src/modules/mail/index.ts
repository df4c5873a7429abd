import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailService } from './mail-service';
import { createMailTransport } from './transport';

export type { MailJob, MessageBuilder, NewMailJob, OutgoingMessage } from './message';
export { insertMailJob, purgeFinishedMail } from './outbox-repository';
export { type EmailContent, renderEmail } from './render';
export { sharedSecret } from './secrets';
export { MailService };

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: enqueue an email, define how a kind is built, run the worker. */
    mail: MailService;
  }
}

/**
 * Email (issue 18): the transport (SMTP_URL, else .eml files in DATA_DIR/mail), the outbox and
 * its worker. Domains define their kinds of email and enqueue jobs; nothing is sent in a request.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const service = new MailService(app.db, app.config, app.log, createMailTransport(app.config, app.log));
  app.decorate('mail', service);
  app.addHook('onClose', () => service.stop());
});

/** A link into the web app, from the configured public URL (PUBLIC_URL). */
export function appLink(config: { publicUrl: string }, pathAndQuery: string): string {
  return `${config.publicUrl}${pathAndQuery}`;
}
