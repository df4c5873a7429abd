import type { User } from '@common/schemas/user';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { currentUserQueryKey } from '../api/get-current-user';
import { keepCacheToOneMember } from './member-cache';

// The app's own query client, with its 5-minute freshness: what a tab holds after a member used it.
const member = (id: number) => ({ id, username: `member${id}` }) as User;
const DEVICES = ['security', 'sessions'];
const WORKOUTS = ['workouts'];
let stop = () => {};
afterEach(() => stop());

/** A tab where member 1 is signed in and has looked at their devices and workouts. */
async function tabOfMember() {
  const client = createQueryClient();
  stop = keepCacheToOneMember(client);
  await client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => member(1) });
  await client.fetchQuery({ queryKey: DEVICES, queryFn: async () => [{ id: 7, current: true }] });
  await client.fetchQuery({ queryKey: WORKOUTS, queryFn: async () => [{ id: 3 }] });
  return client;
}

describe('the query cache of a tab whose session ends', () => {
  it('forgets the member’s answers when the server says the session ended (signed out from another device)', async () => {
    const client = await tabOfMember();
    await client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => null, staleTime: 0 });
    expect(client.getQueryData(DEVICES)).toBeUndefined();
    expect(client.getQueryData(WORKOUTS)).toBeUndefined();
    expect(client.getQueryData(currentUserQueryKey)).toBeNull();

    // The next member to sign in here is not shown the last one's devices.
    client.setQueryData(currentUserQueryKey, member(2));
    expect(client.getQueryData(DEVICES)).toBeUndefined();
  });

  it('forgets them when another member signs in in the same tab', async () => {
    const client = await tabOfMember();
    client.setQueryData(currentUserQueryKey, member(2));
    expect(client.getQueryData(DEVICES)).toBeUndefined();
    expect(client.getQueryData(currentUserQueryKey)).toEqual(member(2));
  });

  it('keeps them while the server confirms the same member', async () => {
    const client = await tabOfMember();
    await client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => member(1), staleTime: 0 });
    expect(client.getQueryData(DEVICES)).toEqual([{ id: 7, current: true }]);
    expect(client.getQueryData(WORKOUTS)).toEqual([{ id: 3 }]);
  });
});
