// The jewellery mark's drawing, in a 32 x 32 box: the header's and the placeholders' mark (components/BrandMark.tsx)
// and the one the build draws on share cards and stone pictures are the same lines.
export const BRAND_MARK = {
  viewBox: '0 0 32 32',
  circles: [14, 6],
  spokes: 'M16 2v8M16 22v8M2 16h8M22 16h8',
  strokeWidth: 2,
} as const;
