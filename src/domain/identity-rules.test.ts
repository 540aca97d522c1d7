import { describe, expect, it } from 'vitest';
import {
  hasCompanyEmail,
  isIdentityServiceSubject,
  isInternalTenancy,
  isNewAccount,
  isProductionTenancy,
  NEW_ACCOUNT_WINDOW_MS,
  userKinds,
  userSettingsPath,
} from './identity-rules.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('isIdentityServiceSubject', () => {
  it('accepts provider/principal with both parts non-empty', () => {
    expect(isIdentityServiceSubject('oracleidentitycloudservice/legacy.user@legacy.example')).toBe(true);
    expect(isIdentityServiceSubject('idp/team/alice')).toBe(true);
  });

  it('rejects a subject without a slash or with an empty part', () => {
    expect(isIdentityServiceSubject('demo@example.com')).toBe(false);
    expect(isIdentityServiceSubject('/alice')).toBe(false);
    expect(isIdentityServiceSubject('oracleidentitycloudservice/')).toBe(false);
    expect(isIdentityServiceSubject('')).toBe(false);
  });
});

describe('hasCompanyEmail', () => {
  it('is true for the company domain and its sub-domains, whatever the case', () => {
    expect(hasCompanyEmail('staff@oracle.com')).toBe(true);
    expect(hasCompanyEmail('Staff@US.Oracle.COM')).toBe(true);
  });

  it('is false for other domains, look-alikes and no e-mail', () => {
    expect(hasCompanyEmail('demo@example.com')).toBe(false);
    expect(hasCompanyEmail('a@notoracle.com')).toBe(false);
    expect(hasCompanyEmail('oracle.com@example.com')).toBe(false);
    expect(hasCompanyEmail(null)).toBe(false);
    expect(hasCompanyEmail('')).toBe(false);
  });
});

describe('tenancy tags', () => {
  it('marks a tenancy with internal-reserved defined tags internal', () => {
    expect(isInternalTenancy({ 'internal-reserved': { 'usage-type': 'development' } })).toBe(true);
    expect(isInternalTenancy({ Operations: { CostCenter: '42' } })).toBe(false);
    expect(isInternalTenancy({ 'internal-reserved': {} })).toBe(false);
    expect(isInternalTenancy(undefined)).toBe(false);
  });

  it.each(['production-data-plane', 'production-control-plane', 'production-operations'])(
    'marks usage type %s an operator-in-production tenancy',
    usage => {
      expect(isProductionTenancy({ 'internal-reserved': { 'usage-type': usage } })).toBe(true);
    }
  );

  it('does not mark other usage types, or the tag in another namespace, as production', () => {
    expect(isProductionTenancy({ 'internal-reserved': { 'usage-type': 'operations' } })).toBe(false);
    expect(isProductionTenancy({ 'internal-reserved': { 'usage-type': 'development' } })).toBe(false);
    expect(isProductionTenancy({ Other: { 'usage-type': 'production-control-plane' } })).toBe(false);
    expect(isProductionTenancy(null)).toBe(false);
  });
});

describe('isNewAccount', () => {
  const now = new Date('2025-06-30T12:00:00.000Z');

  it('is true for an account created within 60 days', () => {
    expect(isNewAccount(new Date(now.getTime() - 59 * DAY_MS), now)).toBe(true);
    expect(isNewAccount(new Date(now.getTime() - 12 * DAY_MS).toISOString(), now)).toBe(true);
  });

  it('is false from 60 days (5184000 s) on, and for an unknown time', () => {
    expect(NEW_ACCOUNT_WINDOW_MS).toBe(5_184_000_000);
    expect(isNewAccount(new Date(now.getTime() - NEW_ACCOUNT_WINDOW_MS), now)).toBe(false);
    expect(isNewAccount('2024-03-14T10:00:00.000Z', now)).toBe(false);
    expect(isNewAccount(null, now)).toBe(false);
    expect(isNewAccount('not a date', now)).toBe(false);
  });
});

describe('userKinds', () => {
  const facts = { userName: 'demo@example.com', domainName: 'Default', domainOcid: 'ocid1.domain.oc1..d' };

  it('a native user of the Default domain signs in regularly and is an IAM and domain user', () => {
    expect(userKinds(facts)).toEqual({
      signInKind: 'regular',
      isRegularSignIn: true,
      isSamlSyncSignIn: false,
      isBoatSignIn: false,
      isIdcsUser: false,
      isDomainUser: true,
      isIdcsDomainUser: false,
      isIamUser: true,
    });
  });

  it('a federated user signs in by SAML sync and is not an IAM user', () => {
    const kinds = userKinds({ ...facts, identityProviderId: 'ocid1.saml2idp.oc1..idp' });
    expect(kinds.signInKind).toBe('saml-sync');
    expect(kinds.isSamlSyncSignIn).toBe(true);
    expect(kinds.isRegularSignIn).toBe(false);
    expect(kinds.isIamUser).toBe(false);
  });

  it('a tenancy override is a boat sign-in, even for a federated operator', () => {
    const kinds = userKinds({ ...facts, overrideFrom: 'ocid1.tenancy.oc1..home', identityProviderId: 'idp' });
    expect(kinds.signInKind).toBe('boat');
    expect(kinds.isBoatSignIn).toBe(true);
    expect(kinds.isSamlSyncSignIn).toBe(false);
    expect(kinds.isRegularSignIn).toBe(false);
  });

  it('a provider/principal user is an identity-service user, not a domain or IAM user', () => {
    const kinds = userKinds({
      userName: 'oracleidentitycloudservice/legacy.user@legacy.example',
      domainName: 'OracleIdentityCloudService',
      domainOcid: 'ocid1.domain.oc1..legacy',
    });
    expect(kinds).toMatchObject({ isIdcsUser: true, isDomainUser: false, isIdcsDomainUser: false, isIamUser: false });
    expect(kinds.isRegularSignIn).toBe(true);
  });

  it('a user of a secondary identity domain is an identity-domain user', () => {
    expect(userKinds({ ...facts, domainName: 'CorpDomain' })).toMatchObject({
      isDomainUser: true,
      isIdcsDomainUser: true,
    });
  });

  it('without a domain in the token the user is no domain user', () => {
    expect(userKinds({ ...facts, domainName: '', domainOcid: '' })).toMatchObject({
      isDomainUser: false,
      isIdcsDomainUser: false,
    });
  });
});

describe('userSettingsPath', () => {
  const base = { userOcid: 'ocid1.user.oc1..u', domainsEnabled: true, isBoatSignIn: false };

  it('is /identity/users/{userOcid} for a user that is not federated', () => {
    expect(userSettingsPath(base)).toBe('/identity/users/ocid1.user.oc1..u');
    expect(userSettingsPath({ ...base, identityProviderId: null })).toBe('/identity/users/ocid1.user.oc1..u');
  });

  it('is under the federation for a federated user with domains enabled', () => {
    expect(userSettingsPath({ ...base, identityProviderId: 'ocid1.saml2idp.oc1..idp' })).toBe(
      '/identity/federations/ocid1.saml2idp.oc1..idp/users/ocid1.user.oc1..u'
    );
  });

  it('stays /identity/users/{userOcid} for a federated user without domains or on an operator sign-in', () => {
    const federated = { ...base, identityProviderId: 'ocid1.saml2idp.oc1..idp' };
    expect(userSettingsPath({ ...federated, domainsEnabled: false })).toBe('/identity/users/ocid1.user.oc1..u');
    expect(userSettingsPath({ ...federated, isBoatSignIn: true })).toBe('/identity/users/ocid1.user.oc1..u');
  });
});
