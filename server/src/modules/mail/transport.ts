import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import type { OutgoingMessage } from './message';

/** Delivers one message; throws when it was not accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(message: OutgoingMessage, jobId: number): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set, over a small pool of reused connections. Timeouts
 * are short so a stalled server fails the attempt (and the job is retried) instead of holding the
 * worker for nodemailer's 10 minutes.
 */
function smtpTransport(config: AppConfig): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      pool: true,
      maxConnections: 2,
      url: config.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    },
    { from: config.mailFrom },
  );
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/** The links in a message's plain text (each stands on its own line there), once each, in order. */
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/\S+/g) ?? [])];

/**
 * Without SMTP (the embedded default) each message becomes an .eml file in DATA_DIR/mail. The log
 * line carries its path and its links: the file is quoted-printable, so a link copied out of it
 * with `cat` is broken, while the one in the log opens as it is. Only this local mode logs links.
 */
function fileTransport(config: AppConfig, log: FastifyBaseLogger): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message, jobId) {
      const info = await composer.sendMail({ from: config.mailFrom, ...message });
      await mkdir(config.mailDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.mailDir, `${stamp}-${jobId}.eml`);
      // Written under another name, then renamed: a reader never sees half a message.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info(
        { path: file, subject: message.subject, links: linksIn(message.text) },
        'email written to a file (SMTP_URL is not set)',
      );
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(config: AppConfig, log: FastifyBaseLogger): MailTransport {
  return config.smtpUrl ? smtpTransport(config) : fileTransport(config, log);
}
