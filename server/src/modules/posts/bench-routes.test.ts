import { describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client';
import { buildSignedInUser } from '../../test/factories';
import { buildPost } from '../../test/factories/posts';
import { useTestApp } from '../../test/test-app';

const withoutFlag = useTestApp();
const withFlag = useTestApp({ ENABLE_BENCH_ROUTES: 'true' });

describe('benchmark baselines (scripts/bench)', () => {
  it('do not exist unless ENABLE_BENCH_ROUTES is on', async () => {
    const { cookie } = await buildSignedInUser(withoutFlag.db);
    const api = apiAs(withoutFlag, cookie);
    expect((await api.post('/api/bench/feed-snapshot')).statusCode).toBe(404);
    expect((await api.get('/api/bench/feed-snapshot')).statusCode).toBe(404);
    expect((await api.get('/api/bench/bare')).statusCode).toBe(404);
  });

  it('serve the same JSON as the feed from memory when it is on', async () => {
    const { user, cookie } = await buildSignedInUser(withFlag.db);
    for (let i = 0; i < 3; i++) await buildPost(withFlag.db, user.id);
    const api = apiAs(withFlag, cookie);
    expect((await api.get('/api/bench/bare')).statusCode).toBe(404);
    expect((await api.post('/api/bench/feed-snapshot')).json()).toEqual({ posts: 3 });
    const feed = (await api.get('/api/posts')).body;
    expect((await api.get('/api/bench/feed-snapshot')).body).toBe(feed);
    expect((await apiAs(withFlag).get('/api/bench/bare')).body).toBe(feed);
    expect((await apiAs(withFlag).get('/api/bench/feed-snapshot')).statusCode).toBe(401);
  });

  it('keep one snapshot per member, the bare route serving the one asked for', async () => {
    const one = await buildSignedInUser(withFlag.db);
    const two = await buildSignedInUser(withFlag.db);
    await buildPost(withFlag.db, one.user.id);
    for (let i = 0; i < 2; i++) await buildPost(withFlag.db, two.user.id);
    expect((await apiAs(withFlag, one.cookie).post('/api/bench/feed-snapshot')).json()).toEqual({ posts: 1 });
    expect((await apiAs(withFlag, two.cookie).post('/api/bench/feed-snapshot')).json()).toEqual({ posts: 2 });
    const bare = (userId: number) => apiAs(withFlag).get(`/api/bench/bare?userId=${userId}`);
    expect((await bare(one.user.id)).body).toBe((await apiAs(withFlag, one.cookie).get('/api/posts')).body);
    expect((await bare(two.user.id)).body).toBe((await apiAs(withFlag, two.cookie).get('/api/posts')).body);
    expect((await apiAs(withFlag, one.cookie).get('/api/bench/feed-snapshot')).json()).toHaveLength(1);
  });
});
