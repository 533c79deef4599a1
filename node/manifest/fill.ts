// Manifest text with placeholders, `Joias com {name}` -> `Joias com Jade`. The schema allows only the
// placeholders each field names, so every one has a value here.

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]*)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
