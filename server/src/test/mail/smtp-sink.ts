import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../lib/free-port';

/** A message as the SMTP server received it, parsed from its raw bytes (MIME, encodings). */
export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: ParsedMail['headers'];
  /** Header values as sent (mailparser restructures some, such as List-*), by lower-case name. */
  rawHeaders: Record<string, string>;
}

/**
 * A real SMTP server in this process (the `smtp-server` package) on 127.0.0.1: the app sends to
 * it over TCP as it would to any mail server, and tests read what it received. `stop()` and
 * `start()` take it down and bring it back on the same port (an SMTP outage).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.start();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Stopping drops open connections at once (an outage), rather than waiting 30 s for clients.
      closeTimeout: 100,
      // A mailbox that does not exist: any address at reject.example gets a permanent 550.
      onRcptTo: (address, _session, callback) => {
        if (!address.address.endsWith('@reject.example')) return callback();
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.received.push({
              to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers: mail.headers,
              rawHeaders: Object.fromEntries(
                mail.headerLines.map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n\s+/g, ' ')
                    .trim(),
                ]),
              ),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The messages sent to an address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
  }
}
