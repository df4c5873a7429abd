import type {
  CommitImportBody,
  ImportPreview,
  ImportProgressEvent,
  ImportResult,
  ImportUnits,
} from '@common/schemas/history-import';
import type { Exercise } from '@common/schemas/workout-exercises';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { readNdjson } from '../lib/read-ndjson';

/** The preview again with the units the member chose (the file is already on the server). */
export function previewWithUnits(token: string, units: ImportUnits): Promise<ImportPreview> {
  const query = new URLSearchParams(Object.entries(units).filter(([, v]) => v) as [string, string][]);
  return api.get<ImportPreview>(`/api/history-import/${token}?${query}`);
}

/** Forgets the uploaded file on the server. */
export function cancelImport(token: string): Promise<void> {
  return api.delete(`/api/history-import/${token}`);
}

/**
 * Imports: the server answers progress lines while its transaction runs, then the result. A
 * refused request (400, 404) throws the server's message like every other call.
 */
export async function commitImport(
  token: string,
  body: CommitImportBody,
  onProgress: (event: Extract<ImportProgressEvent, { type: 'progress' }>) => void,
): Promise<ImportResult> {
  const response = await fetch(`/api/history-import/${token}/commit`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    const text = await response.text();
    let data: unknown = {};
    try {
      data = JSON.parse(text);
    } catch {
      data = {};
    }
    throw new ApiError(response.status, text, response.statusText, data);
  }
  for await (const event of readNdjson<ImportProgressEvent>(response.body)) {
    if (event.type === 'progress') onProgress(event);
    else if (event.type === 'done') return event.result;
    else throw new Error(event.message);
  }
  // The connection ended without an answer: the import may or may not have landed. Importing again is
  // safe, since workouts imported before are skipped.
  throw new Error(
    'The connection ended before the import answered. Import again: workouts already imported are skipped.',
  );
}

/** The member's exercise library, for choosing a match. */
export function useLibrary() {
  return useQuery({
    queryKey: ['history-import', 'exercises'],
    queryFn: () => api.get<Exercise[]>('/api/exercises'),
    staleTime: 60_000,
  });
}
