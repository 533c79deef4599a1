// A figure is read in one piece: "R$ 14,90" never ends one line and starts the next.

/** `text` with a no-break space between each currency sign and its amount. */
export function keepFigures(text: string): string {
  return text.replace(/R\$ (?=\d)/g, 'R$\u00a0');
}
