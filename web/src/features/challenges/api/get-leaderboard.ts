import type { Leaderboard } from '@common/schemas/challenges';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { useSocket, useSocketEvent, useSocketStatus } from '@/lib/socket-client';
import { challengeKeys } from './keys';

/** GET /api/challenges/{id}/leaderboard: the top 50, the member's own row, the total. */
export function useLeaderboard(id: number) {
  return useQuery({
    queryKey: challengeKeys.board(id),
    queryFn: ({ signal }) => api.get<Leaderboard>(`/api/challenges/${id}/leaderboard?limit=50`, { signal }),
  });
}

/**
 * Keeps the board live while it is on screen: asks the server to tell this tab when the standing
 * changes (again after a reconnect), and reads the board again when it does.
 */
export function useLiveLeaderboard(id: number) {
  const socket = useSocket();
  const status = useSocketStatus();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket || status !== 'open') return;
    socket.send({ type: 'watch_challenge', challengeId: id });
    // A board missed while the socket was down is read again.
    void client.invalidateQueries({ queryKey: challengeKeys.board(id) });
    return () => {
      socket.send({ type: 'unwatch_challenge', challengeId: id });
    };
  }, [socket, status, id, client]);
  useSocketEvent('leaderboard', (event) => {
    if (event.challengeId !== id) return;
    void client.invalidateQueries({ queryKey: challengeKeys.board(id) });
    void client.invalidateQueries({ queryKey: challengeKeys.detail(id) });
  });
  return status === 'open';
}
