// Loads and compiles a manifest module; a broken manifest ends the process with every problem listed.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileSite, type CompiledSite } from '../renderer/build/compile-site';
import { ManifestError } from '../renderer/build/manifest-error';
import { ROOT } from '../renderer/build/vite-config';

export const DEFAULT_MANIFEST = resolve(ROOT, 'site.manifest.ts');
const CONTENT_DIR = resolve(ROOT, 'content');

export async function loadSite(manifestPath = DEFAULT_MANIFEST, contentDir = CONTENT_DIR): Promise<CompiledSite> {
  const mod = await import(pathToFileURL(resolve(manifestPath)).href);
  try {
    return compileSite(mod.default, {
      contentDir,
      source: manifestPath === DEFAULT_MANIFEST ? 'site.manifest.ts' : manifestPath,
    });
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
