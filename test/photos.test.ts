import { describe, expect, it } from 'vitest';
import manifest from '../site.manifest';
import { shared } from './gates';

/** Every photo key the manifest points at: the values of all `image` and `…Image` fields, wherever they sit. */
function usedImageKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => usedImageKeys(item, found));
  else if (node && typeof node === 'object') {
    for (const [field, value] of Object.entries(node)) {
      if (field === 'images') continue;
      if ((field === 'image' || field.endsWith('Image')) && typeof value === 'string') found.add(value);
      else usedImageKeys(value, found);
    }
  }
  return found;
}

describe('the photos of the manifest', () => {
  it('gives every stone page a hero of its own', () => {
    expect(shared(manifest.stones.map((stone) => [stone.slug, stone.heroImage]))).toEqual({});
  });

  it('gives every landing-page category card a photo of its own', () => {
    expect(shared(manifest.home.categories.items.map((item) => [item.name, item.image]))).toEqual({});
  });

  it('has no photo that no page shows', () => {
    const used = usedImageKeys(manifest);
    expect(Object.keys(manifest.images).filter((key) => !used.has(key))).toEqual([]);
  });
});
