// Loads and compiles a manifest module; a broken manifest ends the process with every problem listed.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileSite, type CompiledSite } from '../renderer/build/compile-site';
import { ManifestError } from '../renderer/build/manifest-error';
import { publishReport, samplesInPlace } from '../renderer/build/publish-check';
import { ROOT } from '../renderer/build/vite-config';

export const DEFAULT_MANIFEST = resolve(ROOT, 'site.manifest.ts');
const CONTENT_DIR = resolve(ROOT, 'content');

/**
 * What to do about the sample values the site ships with (see renderer/build/publish-check.ts): `warn` lists them,
 * `publish` lists them and ends the process when any sample is left.
 */
type SampleCheck = 'warn' | 'publish';

export async function loadSite(
  manifestPath = DEFAULT_MANIFEST,
  contentDir = CONTENT_DIR,
  samples?: SampleCheck,
): Promise<CompiledSite> {
  const mod = await import(pathToFileURL(resolve(manifestPath)).href);
  const source = manifestPath === DEFAULT_MANIFEST ? 'site.manifest.ts' : manifestPath;
  try {
    const site = compileSite(mod.default, { contentDir, source });
    if (samples) checkSamples(site, source, samples);
    return site;
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function checkSamples({ manifest }: CompiledSite, source: string, mode: SampleCheck): void {
  const report = publishReport(manifest, source);
  if (report) console.warn(report);
  if (mode === 'publish' && samplesInPlace(manifest).length > 0) {
    console.error('Not ready to publish: replace the samples listed above.');
    process.exit(1);
  }
}
