// A build of the site with a Tag Manager container, for the consent tests.
import { useVariantSite, type VariantSite } from './variant-site';

export const TEST_GTM_ID = 'GTM-TEST123';

export function useGtmSite(): VariantSite {
  return useVariantSite('gtm-site', { gtmId: TEST_GTM_ID });
}
