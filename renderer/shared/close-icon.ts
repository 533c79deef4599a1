/** The site's one close icon (the toast's, the chat dialog's), as SVG markup: a cross drawn in the text colour. */
export const closeIcon = (size: number) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>`;
