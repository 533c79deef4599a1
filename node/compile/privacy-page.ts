// The privacy page. Its measurement section says what this build does: Tag Manager after consent
// when company.gtmId is set, no measurement at all when it is not.
import type { PrivacyPageData } from '../../renderer/shared/page-data';
import { pageCta, type SiteContext } from './context';
import { fill } from '../manifest/fill';
import { pageHead } from './page-head';

export function privacyPage(site: SiteContext, path: string): PrivacyPageData {
  const { privacyPage: entry, company, home, layout } = site.manifest;
  const { withTagManager, withoutTagManager } = entry.measurement;
  const [before, after] = entry.contact.split('{email}');
  // LGPD's controller: the registered name (the brand until it is given), with its CNPJ and address once given.
  const name = company.legalName ?? company.brandName;
  const registered = company.cnpj ? `${name} (${layout.companyFacts.cnpj} ${company.cnpj})` : name;
  const controller = company.address ? `${registered}, com sede em ${company.address}` : registered;
  return {
    kind: 'privacy',
    path,
    head: pageHead(site, path, { ...entry, heroImage: home.heroImage }),
    heroTitle: entry.title,
    intro: entry.intro,
    sections: [
      { title: entry.controller.title, paragraphs: [fill(entry.controller.text, { controller })] },
      ...entry.sections,
      company.gtmId ? withTagManager : withoutTagManager,
    ],
    rights: entry.rights,
    contact: { before, email: company.email, after },
    // Only the floating button: a visitor reading this page still has the way to the catalogue at hand.
    cta: pageCta(site, { path, name: entry.title, title: entry.title }, site.manifest.layout.handover.catalogue),
  };
}
