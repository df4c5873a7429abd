import { describe, expect, it } from 'vitest';
import { imageSourceSet } from './image-source-set';

describe('imageSourceSet', () => {
  it('lists each copy by its width, then the original as the widest', () => {
    const sizes = {
      width: 1200,
      height: 900,
      sources: [
        { url: '/uploads/a-w320.webp', width: 320 },
        { url: '/uploads/a-w640.webp', width: 640 },
      ],
    };
    expect(imageSourceSet('/uploads/a.jpg', sizes)).toBe(
      '/uploads/a-w320.webp 320w, /uploads/a-w640.webp 640w, /uploads/a.jpg 1200w',
    );
  });

  it('gives no srcset for a photo without copies, so src alone is used', () => {
    expect(imageSourceSet('/uploads/a.jpg', { width: 1200, height: 900, sources: [] })).toBeUndefined();
  });

  it('never lists a copy as wide as the original twice', () => {
    const sizes = { width: 640, height: 480, sources: [{ url: '/uploads/a-w640.webp', width: 640 }] };
    expect(imageSourceSet('/uploads/a.jpg', sizes)).toBe('/uploads/a.jpg 640w');
  });
});
