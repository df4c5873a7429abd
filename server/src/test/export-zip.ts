import { strFromU8, unzipSync } from 'fflate';
import type { TestContext } from './test-app';

// Downloads a member's export through the API and opens the zip (fflate reads it, independently
// of the zip package that wrote it).

export async function downloadExport(ctx: TestContext, cookie: string, userId: number) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/users/${userId}/export`, headers: { cookie } });
  if (res.statusCode !== 200) return { res, files: {} as Record<string, Uint8Array> };
  return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
}

export const textOf = (bytes: Uint8Array | undefined) => (bytes ? strFromU8(bytes) : '');
