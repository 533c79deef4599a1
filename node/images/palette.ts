// the site's colours (renderer/app/styles/tokens.css) for the pictures the build draws.
export const PALETTE = {
  bg: '#fbf7f0',
  sand: '#f1e7d6',
  sandStrong: '#e4d3b8',
  silverLight: '#cfd3d5',
  silver: '#8d9296',
  silverDark: '#4d5256',
  text: '#2a2724',
  accent: '#1f5c57',
  accentStrong: '#154340',
  cream: '#f3ddb3',
} as const;

/** `hex` moved `amount` (0 to 1) of the way towards `to`. */
export function mix(hex: string, to: string, amount: number): string {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [rgb(hex), rgb(to)];
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i] - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
