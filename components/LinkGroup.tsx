// One site-map group: its title over a link to each of its pages. The site-map page shows each group as a section
// with an anchor (content pages' breadcrumbs link to it); the landing page's footer lists them all inside one
// navigation landmark, where more landmarks would only be noise, each group folded into a <details> that opens with
// a tap or a click (with or without JavaScript).
import { Link } from 'react-router-dom';
import type { SiteMapGroupData } from '../renderer/shared/page-data';

export function LinkGroup({
  group,
  heading: Heading,
  anchored = false,
  folded = false,
  className,
}: {
  group: SiteMapGroupData;
  heading: 'h2' | 'h3';
  /** A labelled section whose id is the group's anchor. */
  anchored?: boolean;
  /** A <details> whose summary is the title. */
  folded?: boolean;
  className?: string;
}) {
  const list = (
    <ul>
      {group.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.title}</Link>
        </li>
      ))}
    </ul>
  );
  if (folded) {
    return (
      <details className={className}>
        <summary>
          <Heading>{group.title}</Heading>
        </summary>
        {list}
      </details>
    );
  }
  const Wrapper = anchored ? 'section' : 'div';
  const titleId = anchored ? `${group.id}-title` : undefined;
  return (
    <Wrapper id={anchored ? group.id : undefined} aria-labelledby={titleId} className={className}>
      <Heading id={titleId}>{group.title}</Heading>
      {list}
    </Wrapper>
  );
}
