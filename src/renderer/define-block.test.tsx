import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from '@/renderer/define-block';

const Schema = z.object({ home_type: z.literal(4), title: z.string() });

describe('defineBlock', () => {
  it('parses with the block schema and renders an eager component with the parsed props', () => {
    const block = defineBlock({ type: 4, name: 'Eager', schema: Schema, component: ({ title }) => <p>{title}</p> });
    const parsed = block.parse({ home_type: 4, title: 'Polki', extra: true });
    if (!parsed.success) throw new Error('should parse');
    expect(parsed.data).toEqual({ home_type: 4, title: 'Polki' });
    expect(block.loadState()).toBe('loaded');
    render(<>{block.render(parsed.data)}</>);
    expect(screen.getByText('Polki')).toBeTruthy();
  });

  it('loads a lazy component once, only when asked', async () => {
    let calls = 0;
    const block = defineBlock({
      type: 4,
      name: 'Lazy',
      schema: Schema,
      load: async () => {
        calls += 1;
        return ({ title }: z.infer<typeof Schema>) => <p>{title}</p>;
      },
    });
    expect(block.loadState()).toBe('idle');
    expect(calls).toBe(0);
    const first = block.preload();
    expect(block.loadState()).toBe('loading');
    await Promise.all([first, block.preload()]);
    expect(block.loadState()).toBe('loaded');
    expect(calls).toBe(1);
    // Already loaded: renders without suspending (no fallback flash).
    render(<Suspense fallback={<p>fallback</p>}>{block.render({ home_type: 4, title: 'Jhumka' })}</Suspense>);
    expect(screen.getByText('Jhumka')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('suspends while loading when rendered before preload', async () => {
    const block = defineBlock({
      type: 4,
      name: 'Lazy',
      schema: Schema,
      load:
        async () =>
        ({ title }: z.infer<typeof Schema>) => <p>{title}</p>,
    });
    render(<Suspense fallback={<p>fallback</p>}>{block.render({ home_type: 4, title: 'Kada' })}</Suspense>);
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(await screen.findByText('Kada')).toBeTruthy();
  });

  it('marks a failed load without rejecting preload', async () => {
    const block = defineBlock({
      type: 4,
      name: 'Broken',
      schema: Schema,
      load: () => Promise.reject(new Error('Loading chunk 7 failed')),
    });
    await expect(block.preload()).resolves.toBeUndefined();
    expect(block.loadState()).toBe('failed');
  });
});
