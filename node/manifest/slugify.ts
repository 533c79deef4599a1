// Text as lowercase words joined by hyphens: the site-map groups' anchor ids, and the form a route or slug that
// breaks its pattern is suggested in.

/** A heading as an anchor id: `Moda & Estilo` -> `moda-estilo`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
