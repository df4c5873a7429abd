import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';

// mediabunny's browser build: one script that defines `Mediabunny`.
const MEDIABUNNY = readFileSync(join(process.cwd(), 'node_modules/mediabunny/dist/bundles/mediabunny.min.cjs'), 'utf8');

/**
 * A real, playable MP4 (VP9, 640x360): Chromium's own encoder (WebCodecs) turns frames of noise
 * into it, and mediabunny writes the file, so a browser can decode and seek in it, which the
 * synthetic packets of server/src/test/media-files.ts cannot give. Noise does not compress: about
 * `seconds` x 0.75 MB. Made in a page of its own on `origin` (a secure context, as WebCodecs needs,
 * answered by the test itself, so no page of the app's is involved).
 */
export async function encodeVideo(context: BrowserContext, origin: string, seconds: number): Promise<Buffer> {
  const page = await context.newPage();
  const address = `${origin}/__e2e-video-encoder`;
  await page.route(address, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e</title>' }),
  );
  try {
    await page.goto(address);
    await page.addScriptTag({ content: MEDIABUNNY });
    const base64 = await page.evaluate(async (seconds) => {
      // biome-ignore lint/suspicious/noExplicitAny: the browser build's global, untyped here
      const mb = (window as any).Mediabunny;
      const [width, height, fps] = [640, 360, 5];
      const canvas = new OffscreenCanvas(width, height);
      const context2d = canvas.getContext('2d')!;
      const target = new mb.BufferTarget();
      const output = new mb.Output({ format: new mb.Mp4OutputFormat({ fastStart: 'in-memory' }), target });
      const source = new mb.CanvasSource(canvas, { codec: 'vp9', bitrate: 6_000_000, keyFrameInterval: 1 });
      output.addVideoTrack(source, { frameRate: fps });
      await output.start();
      const pixels = new ImageData(width, height);
      const words = new Uint32Array(pixels.data.buffer);
      for (let frame = 0; frame < seconds * fps; frame++) {
        for (let i = 0; i < words.length; i++) words[i] = (Math.random() * 2 ** 32) | 0xff000000;
        context2d.putImageData(pixels, 0, 0);
        await source.add(frame / fps, 1 / fps);
      }
      await output.finalize();
      const bytes = new Uint8Array(target.buffer as ArrayBuffer);
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, seconds);
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}
