// The company facts the manifest sets (city, CNPJ, Instagram, payment methods): a trust block on the landing page
// and a short list in every footer. Nothing is shown for a fact that is not set, and no block at all without any.
import shell from 'virtual:site-shell';

export function CompanyFacts({ className, heading }: { className?: string; heading: 'h2' | 'h3' }) {
  const { title, items } = shell.facts;
  if (items.length === 0) return null;
  const Heading = heading;
  return (
    <section className={className} aria-label={title} data-company-facts>
      <Heading>{title}</Heading>
      <dl>
        {items.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>
              {fact.href ? (
                <a href={fact.href} target="_blank" rel="noopener noreferrer">
                  {fact.text}
                  <span className="sr-only"> (abre em uma nova aba)</span>
                </a>
              ) : (
                fact.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
