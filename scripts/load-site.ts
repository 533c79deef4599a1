// Loads and compiles a manifest module. An editor's mistake, from a missing comma to a broken link, comes back as
// the list of problems with their file, line and what to do (never a stack trace); `loadSite` prints them.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileManifest, type CompiledSite } from '../node/compile/compile-site';
import { ImageCache } from '../node/images/image-cache';
import type { MarkdownCache } from '../node/markdown/markdown-cache';
import type { SiteShellData } from '../renderer/shared/page-data';
import { formatProblems, ManifestError } from '../node/manifest/manifest-error';
import { runtimeProblem, syntaxProblem } from '../node/manifest/source-lines';
import type { Problem } from '../node/manifest/problems';
import { publishReport, samplesInPlace } from '../node/manifest/publish-check';
import { CONTENT_DIR, MANIFEST_FILE, shownPath } from '../node/project-folders';

interface Loaded {
  /** Undefined when a problem stops the build. */
  site?: CompiledSite;
  /** Errors and warnings, in the order they were found. */
  problems: Problem[];
  /** The manifest as messages name it: relative to the project when inside it. */
  source: string;
}

/**
 * What to do about the sample values the site ships with (see node/manifest/publish-check.ts): `warn` lists them,
 * `publish` lists them and ends the process when any sample is left.
 */
type SampleCheck = 'warn' | 'publish';

interface LoadOptions {
  /** Where the photos' facts are kept between builds (the project's image cache by default). */
  cache?: ImageCache;
  /** False leaves the pages without share cards (the bench's scale run). */
  shareCards?: boolean;
  /** Where compiled Markdown is kept (the process's cache, in the project's .cache/markdown, by default). */
  markdown?: MarkdownCache;
  /** Given the app's shell once the manifest's shape is read, before the bodies compile (compileManifest). */
  onShell?: (shell: SiteShellData) => void;
}

async function compileManifestFile(
  manifestPath = MANIFEST_FILE,
  contentDir = CONTENT_DIR,
  { cache = new ImageCache(), shareCards, markdown, onShell }: LoadOptions = {},
): Promise<Loaded> {
  const file = resolve(manifestPath);
  const source = shownPath(file);
  let mod: { default: unknown };
  try {
    mod = await import(pathToFileURL(file).href);
  } catch (error) {
    const problem = syntaxProblem(error) ?? runtimeProblem(error, file, source);
    if (problem) return { problems: [problem], source };
    throw error;
  }
  try {
    const site = await compileManifest(mod.default, file, {
      contentDir,
      source,
      imageCache: cache,
      shareCards,
      markdown,
      onShell,
    });
    return { site, problems: site.warnings, source };
  } catch (error) {
    if (error instanceof ManifestError) return { problems: error.problems, source };
    throw error;
  }
}

/**
 * The compiled site; with a problem, the process ends after listing every one. Warnings are printed too, and the
 * samples still in place when `samples` asks for them.
 */
export async function loadSite(
  manifestPath = MANIFEST_FILE,
  contentDir = CONTENT_DIR,
  samples?: SampleCheck,
  options: LoadOptions = {},
): Promise<CompiledSite> {
  const { site, problems, source } = await compileManifestFile(manifestPath, contentDir, options);
  if (!site) {
    console.error(formatProblems(problems));
    process.exit(1);
  }
  if (problems.length) console.warn(formatProblems(problems));
  if (samples) checkSamples(site, source, samples);
  return site;
}

function checkSamples({ manifest }: CompiledSite, source: string, mode: SampleCheck): void {
  const report = publishReport(manifest, source);
  if (report) console.warn(report);
  if (mode === 'publish' && samplesInPlace(manifest).length > 0) {
    console.error('Not ready to publish: replace the samples listed above.');
    process.exit(1);
  }
}
