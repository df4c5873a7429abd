import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const okResolver: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

describe('lazyResolver', () => {
  it('downloads the real resolver once, on preload or first use, and delegates to it', async () => {
    const load = vi.fn(async () => okResolver);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(okResolver);
    const { resolver, preload } = lazyResolver<Values, unknown, Values>(load);
    preload(); // a failed preload is silent
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
