import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';

const Hello = ({ who }: { who: string }) => `Hello ${who}`;
const Here = (_: { who: string }) => 'here';

const page = (Component: React.ComponentType<{ who: string }>) =>
  renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(Component, { who: 'Ana' })));

describe('lazyNamed', () => {
  it('shows the fallback until the chunk is there, then renders at once with its props', async () => {
    const LazyHello = lazyNamed(async () => ({ Hello }), 'Hello');
    expect(page(LazyHello)).toContain('loading');
    await LazyHello.preload();
    // React.lazy would still suspend on this first render; a server-drawn page would flash.
    expect(page(LazyHello)).toContain('Hello Ana');
    expect(page(LazyHello)).not.toContain('loading');
  });

  it('asks for a failed chunk again on the next use', async () => {
    let calls = 0;
    const Flaky = lazyNamed(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network');
      return { Flaky: Here };
    }, 'Flaky');
    await Flaky.preload(); // the failure is swallowed: preloading is a hint
    await Flaky.preload();
    expect(calls).toBe(2);
    expect(page(Flaky)).toContain('here');
  });
});
