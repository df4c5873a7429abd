import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

// The e2e server runs without SMTP_URL, so every email it sends is an .eml file in
// DATA_DIR/mail (README: "Email"). Tests read them as a member reads their inbox.

const parsed = new Map<string, ParsedMail>();

function mailDir(): string {
  return path.join(process.env.E2E_DATA_DIR!, 'mail');
}

async function inbox(): Promise<{ file: string; mail: ParsedMail }[]> {
  if (!existsSync(mailDir())) return [];
  const files = readdirSync(mailDir())
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const out = [];
  for (const file of files) {
    if (!parsed.has(file)) parsed.set(file, await simpleParser(readFileSync(path.join(mailDir(), file))));
    out.push({ file, mail: parsed.get(file)! });
  }
  return out;
}

const recipient = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : mail.to?.text);

/** Waits for the newest email to `to` whose subject matches, written after `skip` earlier ones. */
export async function waitForMail(to: string, subject: string, skip = 0): Promise<ParsedMail> {
  // The app's worker sends as soon as the request that queued the email commits.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const matches = (await inbox()).filter(
      ({ mail }) => recipient(mail)?.toLowerCase() === to.toLowerCase() && mail.subject === subject,
    );
    if (matches[skip]) return matches[skip].mail;
    if (Date.now() > deadline) throw new Error(`no email "${subject}" to ${to} in ${mailDir()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link to `pathname` in an email's text. */
export function linkIn(mail: ParsedMail, pathname: string): URL {
  const match = new RegExp(`https?://\\S+${pathname}\\?token=\\S+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return new URL(match[0]);
}
