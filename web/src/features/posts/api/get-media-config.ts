import type { MediaConfig } from '@common/schemas/media-upload';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/config/media: how long the links behind /uploads/ stay good (null: forever). A setting
 * of the server's, asked once a session, when the first video is shown.
 */
export function useMediaConfig() {
  return useQuery({
    queryKey: ['media-config'],
    queryFn: () => api.get<MediaConfig>('/api/config/media'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
