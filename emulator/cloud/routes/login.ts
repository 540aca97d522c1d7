import { Hono } from 'hono';
import type { Context } from 'hono';
import type { CloudEnv } from '../context.ts';
import {
  INVALID_CREDENTIALS_MESSAGE,
  SIGN_IN_ASSETS_PATH,
  renderSignInErrorPage,
  renderSignInPage,
  signInHeaders,
} from '../login-page.ts';
import type { ScenarioListing, SignInParams } from '../login-page.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { PublicKeyError, parsePublicKeyParam } from '../public-keys.ts';
import type { RsaPublicJwk } from '../public-keys.ts';
import { DEMO_CREDENTIALS, SCENARIOS } from '../scenarios.ts';
import { serveStaticAssets } from '../../static-assets.ts';
import type { CloudStore, TenancyRecord } from '../store.ts';
import type { TokenService } from '../tokens.ts';

const KIND_LABELS: Record<string, string> = {
  native: 'Native user',
  federated: 'Federated user',
  'identity-domain': 'Identity-domain user',
  'legacy-identity-service': 'Legacy identity-service user',
  operator: 'Operator',
};

/** Every seeded user but the demo one, for the list under the demo credentials. */
const SCENARIO_USERS: readonly ScenarioListing[] = SCENARIOS.flatMap(scenario =>
  scenario.users
    .filter(user => user.name !== DEMO_CREDENTIALS.userName)
    .map(user => ({
      userName: user.name,
      password: user.password,
      kind: KIND_LABELS[user.kind] ?? user.kind,
      tenancy: scenario.name,
      shows: scenario.shows,
    }))
);
const MAX_STATE_LENGTH = 1024;
const MAX_LOGIN_HINT_LENGTH = 255;

const ASSETS: Record<string, string> = {
  'sign-in.css': 'text/css; charset=utf-8',
  'logo.svg': 'image/svg+xml',
};

/** A sign-in request that cannot be served; answered with a 400 page. */
class SignInRequestError extends Error {}

interface CheckedParams extends SignInParams {
  jwk: RsaPublicJwk;
}

function checkParams(raw: Partial<SignInParams>, consoleOrigin: string): CheckedParams {
  const { redirectUri, publicKey, state } = raw;
  if (redirectUri === undefined || redirectUri === '') {
    throw new SignInRequestError('The redirect_uri parameter is missing.');
  }
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    throw new SignInRequestError('The redirect_uri parameter is not a valid URL.');
  }
  // Compare parsed origins, not string prefixes: 'http://localhost:5173.evil.example' starts with the console origin.
  if (target.origin !== consoleOrigin) {
    throw new SignInRequestError(`The redirect_uri must be an address of the cloud console (${consoleOrigin}).`);
  }
  if (state === undefined || state === '' || state.length > MAX_STATE_LENGTH) {
    throw new SignInRequestError(`The state parameter must be 1 to ${MAX_STATE_LENGTH} characters long.`);
  }
  let jwk: RsaPublicJwk;
  try {
    jwk = parsePublicKeyParam(publicKey);
  } catch (error) {
    if (error instanceof PublicKeyError) throw new SignInRequestError(error.message);
    throw error;
  }
  return { redirectUri, publicKey: publicKey ?? '', state, jwk };
}

function formValue(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Dependencies of the sign-in routes. */
export interface LoginRoutesOptions {
  consoleOrigin: string;
  store: CloudStore;
  tokens: TokenService;
}

/** The provider sign-in page: `GET /login` shows the form, `POST /login` signs in and returns to the console. */
export async function loginRoutes({ consoleOrigin, store, tokens }: LoginRoutesOptions): Promise<Hono<CloudEnv>> {
  const app = new Hono<CloudEnv>();
  const headers = signInHeaders(consoleOrigin);
  await serveStaticAssets(app, SIGN_IN_ASSETS_PATH, {
    folder: new URL('../assets/', import.meta.url),
    types: ASSETS,
    headers: { 'Cache-Control': 'public, max-age=3600' },
  });
  // Unknown user names are checked against this hash too, so the answer takes as long as for a known user.
  const decoy = await hashPassword('decoy password');

  const errorPage = async (c: Context<CloudEnv>, message: string) =>
    c.html(await renderSignInErrorPage(message, consoleOrigin), 400, headers);

  app.get('/login', async c => {
    let params: CheckedParams;
    try {
      params = checkParams(
        {
          publicKey: c.req.query('public_key'),
          redirectUri: c.req.query('redirect_uri'),
          state: c.req.query('state'),
        },
        consoleOrigin
      );
    } catch (error) {
      if (error instanceof SignInRequestError) return errorPage(c, error.message);
      throw error;
    }
    const tenant = c.req.query('tenant') ?? '';
    // OpenID Connect's login_hint: the user name the console was opened with (its `username` launch parameter, spec 2
    // §2) fills the field, so only the password is left to type. Escaped like every value on the page.
    const userName = (c.req.query('login_hint') ?? '').trim().slice(0, MAX_LOGIN_HINT_LENGTH);
    return c.html(
      await renderSignInPage({ params, tenant, userName, demo: DEMO_CREDENTIALS, scenarios: SCENARIO_USERS }),
      200,
      headers
    );
  });

  app.post('/login', async c => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
      return errorPage(c, 'The sign-in form must be posted as a form.');
    }
    const form = await c.req.parseBody();
    let params: CheckedParams;
    try {
      params = checkParams(
        {
          publicKey: formValue(form['public_key']),
          redirectUri: formValue(form['redirect_uri']),
          state: formValue(form['state']),
        },
        consoleOrigin
      );
    } catch (error) {
      if (error instanceof SignInRequestError) return errorPage(c, error.message);
      throw error;
    }
    const userName = (formValue(form['user_name']) ?? '').trim();
    const password = formValue(form['password']) ?? '';
    const tenant = (formValue(form['tenant']) ?? '').trim();
    const user = userName === '' ? undefined : await store.findUserByName(userName);
    const passwordMatches = await verifyPassword(password, user?.password ?? decoy);
    const home = user && (await store.findTenancy(user.tenancyId));
    const domain = user && (await store.findDomain(user.domainId));
    const again = (error: string) =>
      renderSignInPage({ params, userName, tenant, error, demo: DEMO_CREDENTIALS, scenarios: SCENARIO_USERS });
    if (!user || !passwordMatches || !home || !domain) {
      return c.html(await again(INVALID_CREDENTIALS_MESSAGE), 401, headers);
    }
    let tenancy: TenancyRecord = home;
    let overrideFrom: TenancyRecord | undefined;
    if (tenant !== '' && tenant !== home.id && tenant !== home.name) {
      // Only an operator authorised for the target may override; an unknown target gets the same answer.
      const target = await store.findTenancyByReference(tenant);
      const authorized =
        target !== undefined && user.kind === 'operator' && (await store.isOverrideAuthorized(user.id, target.id));
      if (!target || !authorized) {
        return c.html(await again(`You are not authorised to sign in to the tenancy '${tenant}'.`), 403, headers);
      }
      tenancy = target;
      overrideFrom = home;
    }
    const { token } = await tokens.issue({ user, tenancy, domain, overrideFrom }, params.jwk);
    const target = new URL(params.redirectUri);
    target.hash = `token=${token}&state=${encodeURIComponent(params.state)}`;
    return c.body(null, 303, { ...headers, Location: target.toString() });
  });

  return app;
}
