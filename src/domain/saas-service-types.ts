// Its own module, so the navigation menu's store takes this list without the rest of the purchase entitlements'
// domain, which loads with the page data.

/**
 * Service types of SaaS products (spec 3 §9: "about 100 product codes (for example CRM, ERP, HCM, COMMERCE)"). Not
 * shown: the list itself. Chosen: the Fusion and industry application codes below; an entitlement the service marks
 * as a SaaS customer's counts too, so a code missing here does not hide a SaaS customer.
 */
export const SAAS_SERVICE_TYPES: ReadonlySet<string> = new Set([
  'CRM',
  'ERP',
  'HCM',
  'SCM',
  'EPM',
  'CX',
  'COMMERCE',
  'PPM',
  'PROCUREMENT',
  'FINANCIALS',
  'TALEO',
  'TALENT',
  'PAYROLL',
  'ELOQUA',
  'MARKETING',
  'SALES',
  'SERVICE',
  'RESPONSYS',
  'MAXYMISER',
  'UNITY',
  'NETSUITE',
  'PRIMAVERA',
  'ACONEX',
  'OPERA',
  'SIMPHONY',
  'HEALTH',
  'UTILITIES',
  'BANKING',
  'INSURANCE',
  'RETAIL',
]);
