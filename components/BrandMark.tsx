import { BRAND_MARK } from '../renderer/shared/brand-mark';

/** The jewellery mark of the header, also drawn in a photo's placeholder. */
export function BrandMark({ className, size = 30 }: { className?: string; size?: number }) {
  return (
    <svg
      className={className}
      viewBox={BRAND_MARK.viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {BRAND_MARK.circles.map((r) => (
        <circle key={r} cx="16" cy="16" r={r} fill="none" stroke="currentColor" strokeWidth={BRAND_MARK.strokeWidth} />
      ))}
      <path d={BRAND_MARK.spokes} stroke="currentColor" strokeWidth={BRAND_MARK.strokeWidth} />
    </svg>
  );
}
