// The one lazy-load helper behind page data, the landing page's chunk and the transition code.
import { describe, expect, it } from 'vitest';
import { lazy } from '../renderer/app/lazy';

describe('lazy', () => {
  it('loads each key once and shares the pending promise', async () => {
    const calls: string[] = [];
    const pages = lazy(async (path: string) => {
      calls.push(path);
      return `data of ${path}`;
    });
    const first = pages.load('/a');
    expect(pages.load('/a')).toBe(first);
    expect(pages.loaded('/a')).toBeUndefined();
    await expect(first).resolves.toBe('data of /a');
    expect(pages.loaded('/a')).toBe('data of /a');
    await pages.load('/a');
    await pages.load('/b');
    expect(calls).toEqual(['/a', '/b']);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let attempts = 0;
    const chunk = lazy(async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return 'module';
    });
    await expect(chunk.load()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.load()).resolves.toBe('module');
    expect(attempts).toBe(2);
  });
});
