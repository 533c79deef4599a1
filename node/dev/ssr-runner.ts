// The dev server's SSR module runner, which renders pages, imports the manifest and reads styles in
// this process.
import { isRunnableDevEnvironment, type ViteDevServer } from 'vite';

export function ssrRunner(vite: ViteDevServer) {
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr))
    throw new Error('The dev server renders in-process: no runnable SSR environment.');
  return ssr.runner;
}
