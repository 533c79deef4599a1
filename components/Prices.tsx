/**
 * A sum of money and the short word before it ("a R$ 14,90") as one piece, never broken across two lines: a text
 * of the manifest with its prices bound.
 */
const PRICE = /((?:(?<!\p{L})\p{L}{1,2} )?R\$ \d[\d.]*(?:,\d{2})?)/u;

export function Prices({ text }: { text: string }) {
  return text.split(PRICE).map((part, i) =>
    i % 2 ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
