// The one error a broken manifest produces: it names the file, then lists every problem as `path: message`.

export class ManifestError extends Error {
  constructor(
    readonly source: string,
    readonly issues: string[],
  ) {
    super(
      `${source} is invalid (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${issues.map((i) => `  - ${i}`).join('\n')}`,
    );
    this.name = 'ManifestError';
  }
}

/** `['pages', 3, 'internalLinks', 1, 'to']` -> `pages[3].internalLinks[1].to` */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}
