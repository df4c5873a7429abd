/**
 * One description of an email gives both its plain-text and its HTML version, so the two never
 * say different things. Every value is escaped in the HTML; links are absolute (PUBLIC_URL).
 */
export interface EmailContent {
  heading: string;
  paragraphs: string[];
  /** Lines shown as a list (a digest's items). */
  list?: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button ("If you did not ask for this..."). */
  after?: string[];
  /** Where the member turns this kind of email off, when it is a notification email. */
  unsubscribeUrl?: string;
  settingsUrl?: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

function renderText(c: EmailContent): string {
  const blocks = [c.heading, ...c.paragraphs];
  if (c.list?.length) blocks.push(c.list.map((line) => `- ${line}`).join('\n'));
  if (c.button) blocks.push(`${c.button.label}:\n${c.button.url}`);
  blocks.push(...(c.after ?? []));
  const footer = ['FitCircle'];
  if (c.settingsUrl) footer.push(`Choose which emails you get: ${c.settingsUrl}`);
  if (c.unsubscribeUrl) footer.push(`Unsubscribe: ${c.unsubscribeUrl}`);
  blocks.push(`--\n${footer.join('\n')}`);
  return `${blocks.join('\n\n')}\n`;
}

const P = 'margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937';
const SMALL = 'margin:0 0 8px;font-size:13px;line-height:20px;color:#6b7280';

function renderHtml(c: EmailContent, subject: string): string {
  const parts = [`<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(c.heading)}</h1>`];
  for (const p of c.paragraphs) parts.push(`<p style="${P}">${escapeHtml(p)}</p>`);
  if (c.list?.length) {
    const items = c.list.map((line) => `<li style="margin:0 0 6px">${escapeHtml(line)}</li>`).join('');
    parts.push(`<ul style="${P};padding-left:20px">${items}</ul>`);
  }
  if (c.button) {
    const href = escapeHtml(c.button.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:8px;` +
        `background:#0f766e;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(c.button.label)}</a></p>`,
      `<p style="${SMALL}">Or open this link: <a href="${href}" style="color:#0f766e">${href}</a></p>`,
    );
  }
  for (const p of c.after ?? []) parts.push(`<p style="${P}">${escapeHtml(p)}</p>`);
  const footer = ['FitCircle'];
  if (c.settingsUrl) footer.push(`<a href="${escapeHtml(c.settingsUrl)}" style="color:#6b7280">Email settings</a>`);
  if (c.unsubscribeUrl) footer.push(`<a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">
${parts.join('\n')}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="${SMALL}">${footer.join(' · ')}</p>
</div></body></html>
`;
}

export function renderEmail(subject: string, content: EmailContent): { subject: string; text: string; html: string } {
  return { subject, text: renderText(content), html: renderHtml(content, subject) };
}
