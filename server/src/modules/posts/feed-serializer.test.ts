import { describe, expect, it } from 'vitest';
import { postListSerializerCompiler } from './feed-serializer';

const post = {
  id: 7,
  userId: 3,
  content: 'Tempo run "fast" \u2028 done',
  imageUrl: null,
  imageKey: null,
  videoUrl: '/uploads/v.mp4',
  videoKey: 'v.mp4',
  location: 'Oslo, Norway',
  placeLat: 59.91,
  placeLng: 10.75,
  audience: 'public',
  workout: { name: 'Leg day', exercises: [{ name: 'Squat', sets: 5 }] },
  createdAt: '2026-11-24T10:00:00.000Z',
  user: { id: 3, username: 'ana', name: 'Ana', profileImageUrl: null, profilePicture: null, isTrainer: true },
  likesCount: 2,
  commentsCount: 0,
  userLiked: false,
  bookmarked: true,
};

describe('the feed serializer', () => {
  it('writes exactly what JSON.stringify writes, byte for byte', () => {
    const write = postListSerializerCompiler();
    expect(write([post, { ...post, id: 8, workout: null }])).toBe(
      JSON.stringify([post, { ...post, id: 8, workout: null }]),
    );
  });

  it('keeps fields a domain adds to the post or its author (nothing is silently dropped)', () => {
    const write = postListSerializerCompiler();
    const extended = { ...post, activity: { id: 12, distanceM: 5012 }, user: { ...post.user, badge: 'pro' } };
    expect(JSON.parse(write([extended]))).toEqual([extended]);
  });
});
