// The identity service clients (identity users and providers, tag namespaces and tags, identity cloud service)
// against the real local cloud: a call that reaches the wrong path, sends the wrong query or headers, or reads an
// answer of another shape fails here.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInClient, type ClientSession } from '../../test/client-session.ts';
import { startLocalCloud, type LocalCloud } from '../../test/local-cloud.ts';
import { API_TIMEOUT } from '../http/errors.ts';
import { getIdcsInstanceInfo, getMe, IDCS_ME_TIMEOUT_MS, updateMe } from './idcs.ts';
import { patchMeLanguage } from './idcs-me-language.ts';
import {
  deleteIdentityProvider,
  getIdentityProvider,
  getUser,
  IDENTITY_VERSION_20190111,
  updateIdentityProvider,
} from './identity.ts';
import {
  createTag,
  createTagNamespace,
  getTag,
  getTagNamespace,
  listAllCostTrackingTags,
  listAllTagNamespaces,
  listAllTags,
  listCostTrackingTags,
  listTagNamespaces,
  listTags,
  updateTag,
  updateTagNamespace,
} from './identity-tags.ts';
import type { ServiceContext } from './service-context.ts';

let local: LocalCloud;
let demo: ClientSession;
let context: ServiceContext;

/** A context signing as the session, in the demo tenancy's home region, without retries (faults answer at once). */
function contextOf(session: ClientSession, options: Partial<ServiceContext> = {}): ServiceContext {
  return {
    region: 'us-ashburn-1',
    credentials: async () => ({ privateKey: session.keyPair.privateKey, token: session.token }),
    config: local.endpoints,
    retries: 0,
    ...options,
  };
}

/** Calls `call` and resolves with what it rejected with (fails the test if it resolves). */
async function rejection(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call was expected to fail');
}

beforeAll(async () => {
  local = await startLocalCloud();
  demo = await signInClient(local);
  context = contextOf(demo);
});

afterAll(async () => {
  await local?.close();
});

beforeEach(async () => {
  await local.clearFaults();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('identity cloud service', () => {
  it("reads the tenancy's instance id from the instance info", async () => {
    const info = await getIdcsInstanceInfo(context);

    expect(info.idcsInstanceId).toMatch(/^idcs-[0-9a-f]{32}$/);
    expect(info.domainName).toBe('Default');
  });

  it('gets Me with only name, emails and locale, sending the Content-Type the service requires', async () => {
    // The local cloud answers 400 MissingParameter without a Content-Type and an unknown attribute with 400 too.
    const me = await getMe(context);

    expect(me.name).toMatchObject({ givenName: 'Demo', familyName: 'User' });
    expect(me.emails?.[0]?.value).toBe('demo@example.com');
    expect(me.locale).toBe(demo.claims.user_locale);
    expect(me.displayName).toBeUndefined();
    expect(me.preferredLanguage).toBeUndefined();
  });

  it('passes attributeSets: all returns every attribute', async () => {
    const me = await getMe(context, { attributeSets: ['all'] });

    expect(me).toMatchObject({ displayName: 'Demo User', userName: 'demo@example.com', ocid: demo.claims.sub });
  });

  it('fails a hanging Me fetch with API_TIMEOUT once its timeout passes', async () => {
    await local.injectFault({ operation: 'GetMe', hang: true });

    const error = await rejection(() => getMe(context, { timeoutMs: 200 }));

    expect(error).toMatchObject({ name: 'ApiError', code: API_TIMEOUT, status: 0, operation: 'GetMe' });
  });

  it("waits the identity me fetch timeout of 10000 ms by default, not the context's shorter one", async () => {
    expect(IDCS_ME_TIMEOUT_MS).toBe(10_000);
    await local.injectFault({ operation: 'GetMe', latencyMs: 400, times: 1 });
    await local.injectFault({ operation: 'GetIdcsInstanceInfo', latencyMs: 400, times: 1 });
    const impatient = contextOf(demo, { timeoutMs: 150 });

    const me = await getMe(impatient);

    expect(me.emails?.[0]?.value).toBe('demo@example.com');
    // The same context times out an ordinary call.
    expect(await rejection(() => getIdcsInstanceInfo(impatient))).toMatchObject({ code: API_TIMEOUT });
  });

  it('patches preferredLanguage and locale to the language, then PUT /me changes the names', async () => {
    try {
      const patched = await patchMeLanguage(context, 'fr');
      expect(patched).toMatchObject({ preferredLanguage: 'fr', locale: 'fr' });
      expect(await getMe(context, { attributes: ['preferredLanguage', 'locale'] })).toMatchObject({
        preferredLanguage: 'fr',
        locale: 'fr',
      });

      const updated = await updateMe(context, { name: { givenName: 'Dana' } });
      expect(updated.name).toMatchObject({ givenName: 'Dana', familyName: 'User' });
    } finally {
      await updateMe(context, { preferredLanguage: demo.claims.user_lang, locale: demo.claims.user_locale });
      await updateMe(context, { name: { givenName: 'Demo' } });
    }
  });

  it('throws the spec message for a null language, before anything is sent', async () => {
    await expect(patchMeLanguage(context, null as unknown as string)).rejects.toThrow(
      'Missing required parameter language when calling PatchMe'
    );
  });
});

describe('identity users and identity providers', () => {
  it('gets the user on version 20190111 as on 20160918', async () => {
    const user = await getUser(context, demo.claims.sub, IDENTITY_VERSION_20190111);

    expect(user).toEqual(await getUser(context, demo.claims.sub));
    expect(user.email).toBe('demo@example.com');
  });

  it('reads, updates with if-match and deletes with if-match a federated tenancy’s identity provider', async () => {
    const federated = await signInClient(local, {
      userName: 'fed.user@federated.example',
      password: 'Federated-Console-1',
    });
    const fedContext = contextOf(federated);
    const { identityProviderId } = await getUser(fedContext, federated.claims.sub);
    if (!identityProviderId) throw new Error('the federated user names no identity provider');

    const read = await getIdentityProvider(fedContext, identityProviderId);
    expect(read.data.protocol).toBe('SAML2');
    expect(read.data.metadataUrl).toMatch(/\/idcs\/us-ashburn-1\/fed\/v1\/metadata$/);
    expect(read.etag).toBeTruthy();

    const updated = await updateIdentityProvider(
      fedContext,
      identityProviderId,
      { protocol: 'SAML2', description: 'Corporate sign-in' },
      { ifMatch: read.etag }
    );
    expect(updated.data.description).toBe('Corporate sign-in');
    expect(updated.etag).not.toBe(read.etag);

    // The etag read before the update is stale now: the if-match reached the service.
    const stale = { ifMatch: read.etag ?? '' };
    expect(await rejection(() => deleteIdentityProvider(fedContext, identityProviderId, stale))).toMatchObject({
      status: 412,
    });

    await deleteIdentityProvider(fedContext, identityProviderId, { ifMatch: updated.etag ?? '' });
    expect(await rejection(() => getIdentityProvider(fedContext, identityProviderId))).toMatchObject({
      status: 404,
      code: 'NotAuthorizedOrNotFound',
    });
  });

  it('throws the spec message for a null identity provider id', async () => {
    await expect(getIdentityProvider(context, null as unknown as string)).rejects.toThrow(
      'Missing required parameter identityProviderId when calling GetIdentityProvider'
    );
  });
});

describe('tag namespaces and tags', () => {
  const tenancy = () => demo.claims.tenant;

  it('lists the namespaces of a compartment, with its subcompartments when asked', async () => {
    const root = await listTagNamespaces(context, { compartmentId: tenancy() });
    expect(root.items.map(namespace => namespace.name)).toEqual(['Legacy', 'Operations', 'Oracle-Tags']);
    expect(root.nextPage).toBeUndefined();

    const all = await listTagNamespaces(context, { compartmentId: tenancy(), includeSubcompartments: true });
    expect(all.items.map(namespace => namespace.name)).toEqual(['Finance', 'Legacy', 'Operations', 'Oracle-Tags']);
  });

  it('pages with limit and opc-next-page, and listAll follows every page', async () => {
    const first = await listTagNamespaces(context, { compartmentId: tenancy(), limit: 1 });
    expect(first.items.map(namespace => namespace.name)).toEqual(['Legacy']);
    expect(first.nextPage).toBeTruthy();
    const second = await listTagNamespaces(context, { compartmentId: tenancy(), limit: 1, page: first.nextPage });
    expect(second.items.map(namespace => namespace.name)).toEqual(['Operations']);

    const pages: string[][] = [];
    const everything = await listAllTagNamespaces(
      context,
      { compartmentId: tenancy(), limit: 1, includeSubcompartments: true },
      { onPage: items => pages.push(items.map(item => (item as { name: string }).name)) }
    );
    expect(everything.map(namespace => namespace.name)).toEqual(['Finance', 'Legacy', 'Operations', 'Oracle-Tags']);
    expect(pages).toEqual([['Finance'], ['Legacy'], ['Operations'], ['Oracle-Tags']]);
  });

  it('throws the spec message for a null compartmentId', async () => {
    await expect(listTagNamespaces(context, { compartmentId: null as unknown as string })).rejects.toThrow(
      'Missing required parameter compartmentId when calling ListTagNamespaces'
    );
    await expect(listCostTrackingTags(context, { compartmentId: null as unknown as string })).rejects.toThrow(
      'Missing required parameter compartmentId when calling ListCostTrackingTags'
    );
  });

  it('lists the cost-tracking tags of the tenancy, page by page', async () => {
    const first = await listCostTrackingTags(context, { compartmentId: tenancy(), limit: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.nextPage).toBeTruthy();

    const tags = await listAllCostTrackingTags(context, { compartmentId: tenancy(), limit: 1 });
    expect(tags.map(tag => `${tag.tagNamespaceName}.${tag.name}`)).toEqual([
      'Finance.Project',
      'Operations.CostCenter',
    ]);
  });

  it('sends an opc-retry-token on creates: the same token replays the first answer, a fresh one does not', async () => {
    const details = { compartmentId: tenancy(), name: 'Retried', description: 'Created once' };
    const retryToken = 'retried-namespace-token';

    const created = await createTagNamespace(context, details, { retryToken });
    const replayed = await createTagNamespace(context, details, { retryToken });
    expect(replayed.data.id).toBe(created.data.id);

    // Without a token of its own each create sends a fresh one: the second is a new request, and a duplicate.
    expect(await rejection(() => createTagNamespace(context, details))).toMatchObject({ status: 409 });

    const tagDetails = { name: 'Stage', description: 'Stage of the work' };
    const tag = await createTag(context, created.data.id, tagDetails, { retryToken: 'retried-tag-token' });
    const tagAgain = await createTag(context, created.data.id, tagDetails, { retryToken: 'retried-tag-token' });
    expect(tagAgain.data.id).toBe(tag.data.id);
    expect(tag.data).toMatchObject({ tagNamespaceId: created.data.id, tagNamespaceName: 'Retried', name: 'Stage' });
    expect(await rejection(() => createTag(context, created.data.id, tagDetails))).toMatchObject({ status: 409 });
  });

  it('creates, reads, lists and updates the tags of a namespace, with if-match', async () => {
    const { data: namespace } = await createTagNamespace(context, {
      compartmentId: tenancy(),
      name: 'Workflow',
      description: 'Workflow tags',
    });
    await createTag(context, namespace.id, { name: 'Step', description: 'Step' });
    await createTag(context, namespace.id, {
      name: 'Reviewer',
      description: 'Reviewer',
      validator: { validatorType: 'ENUM', values: ['alice', 'bob'] },
    });

    const page = await listTags(context, namespace.id, { limit: 1 });
    expect(page.items.map(tag => tag.name)).toEqual(['Reviewer']);
    expect(page.nextPage).toBeTruthy();
    expect((await listAllTags(context, namespace.id, { limit: 1 })).map(tag => tag.name)).toEqual(['Reviewer', 'Step']);

    const reviewer = await getTag(context, namespace.id, 'Reviewer');
    expect(reviewer.data.validator).toEqual({ validatorType: 'ENUM', values: ['alice', 'bob'] });
    const changed = await updateTag(
      context,
      namespace.id,
      'Reviewer',
      { description: 'Who reviews', validator: { validatorType: 'DEFAULT' } },
      { ifMatch: reviewer.etag }
    );
    expect(changed.data).toMatchObject({ description: 'Who reviews', validator: null });
    expect(
      await rejection(() =>
        updateTag(context, namespace.id, 'Reviewer', { description: 'x' }, { ifMatch: reviewer.etag })
      )
    ).toMatchObject({ status: 412 });

    const read = await getTagNamespace(context, namespace.id);
    const retired = await updateTagNamespace(context, namespace.id, { isRetired: true }, { ifMatch: read.etag });
    expect(retired.data).toMatchObject({ isRetired: true, lifecycleState: 'INACTIVE' });
    expect((await getTag(context, namespace.id, 'Step')).data.isRetired).toBe(true);
  });

  it('throws the spec message for a null tag name', async () => {
    await expect(getTag(context, 'ocid1.tagnamespace.oc1..x', null as unknown as string)).rejects.toThrow(
      'Missing required parameter tagName when calling GetTag'
    );
  });
});
