// The privacy page. Its measurement section says what this build does: Tag Manager after consent
// when company.gtmId is set, no measurement at all when it is not.
import type { PrivacyPageData } from '../../renderer/shared/page-data';
import { pageCta, type SiteContext } from './context';
import { pageHead } from './page-head';

export function privacyPage(site: SiteContext, path: string): PrivacyPageData {
  const { privacyPage: entry, company, home } = site.manifest;
  const { withTagManager, withoutTagManager } = entry.measurement;
  const [before, after] = entry.contact.split('{email}');
  return {
    kind: 'privacy',
    path,
    head: pageHead(site, path, { ...entry, heroImage: home.heroImage }),
    heroTitle: entry.title,
    intro: entry.intro,
    sections: [...entry.sections, company.gtmId ? withTagManager : withoutTagManager],
    contact: { before, email: company.email, after },
    // Only the floating button: a visitor reading this page still has the way to the catalogue at hand.
    cta: pageCta(site, { path, name: entry.title, title: entry.title }, entry.ctaText),
  };
}
