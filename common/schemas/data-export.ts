import { z } from 'zod';

// "Download my data" (issue 15): how often, what the member is told when it is too often, and
// the one-time link the Settings card asks for before the browser downloads the zip.

export const DATA_EXPORT_LIMIT = { perWindow: 10, windowMs: 60 * 60_000 } as const;

/** '1 minute', '59 minutes', '1 hour': the wait, rounded up to whole minutes. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes >= 60 && minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 message, from the real window and the real wait (not "a minute" for an hour's limit). */
export const dataExportLimitMessage = (retryAfterSeconds: number) =>
  `You can download your data ${DATA_EXPORT_LIMIT.perWindow} times an hour. Please try again in ${waitText(retryAfterSeconds)}.`;

export const DATA_EXPORT_MESSAGES = {
  linkInvalid: 'This download link has expired or was used already. Start the download again from Settings.',
  failed: 'Your data could not be prepared. Please try again.',
  downloadStarted: 'Your download has started. Your browser shows its progress.',
} as const;

/** GET /api/users/{id}/export?link=: the one-time link from POST /api/users/{id}/export/link. */
export const exportQuerySchema = z.object({
  link: z.string().max(200).optional().describe('A one-time link from POST /api/users/{id}/export/link.'),
});

/** POST /api/users/{id}/export/link: where the browser downloads the zip from, once, soon. */
export const exportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ExportLink = z.infer<typeof exportLinkSchema>;
