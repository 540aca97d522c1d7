import { html } from 'hono/html';

/** Path prefix of the sign-in page's static files. */
export const SIGN_IN_ASSETS_PATH = '/login/assets';

/** The message shown for wrong credentials; it never says which of the two was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid user name or password.';

/** What the sign-in form carries through to the console. */
export interface SignInParams {
  publicKey: string;
  redirectUri: string;
  state: string;
}

/** A scenario user listed on the sign-in page. */
export interface ScenarioListing {
  userName: string;
  password: string;
  kind: string;
  tenancy: string;
  shows: string;
}

/** Content of the sign-in form page. */
export interface SignInPageProps {
  params: SignInParams;
  userName?: string;
  /** The tenancy override target (operators), from the `tenant` query parameter or the form. */
  tenant?: string;
  error?: string;
  demo: { userName: string; password: string };
  /** The other seeded users, listed under the demo credentials. */
  scenarios?: readonly ScenarioListing[];
}

/** Security headers of every sign-in page: its own strict CSP; the form may only post here and land on the console. */
export function signInHeaders(consoleOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self'",
      `form-action 'self' ${consoleOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  };
}

/** The local cloud's page frame (masthead, footer, sign-in styles), shared by its sign-in and support chat pages. */
export async function layout(title: string, content: unknown): Promise<string> {
  // hono/html escapes every interpolated value: posted text never becomes markup.
  const page = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
        <link rel="icon" href="${SIGN_IN_ASSETS_PATH}/logo.svg" type="image/svg+xml" />
        <link rel="stylesheet" href="${SIGN_IN_ASSETS_PATH}/sign-in.css" />
      </head>
      <body>
        <header class="masthead">
          <img src="${SIGN_IN_ASSETS_PATH}/logo.svg" alt="" width="28" height="28" />
          <span class="brand">Cloud Infrastructure</span>
        </header>
        ${content}
        <footer class="footer">Local cloud emulator. Not a real cloud provider.</footer>
      </body>
    </html> `;
  return page.toString();
}

/** The sign-in form, with the demo credentials beside it and, after a failed attempt, the error. */
export function renderSignInPage({
  params,
  userName = '',
  tenant = '',
  error,
  demo,
  scenarios = [],
}: SignInPageProps): Promise<string> {
  const describedBy = error === undefined ? undefined : 'sign-in-error';
  const content = html`<main class="layout">
    <section class="card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Sign in to the cloud console</h1>
      <p class="lead">Enter the credentials of your identity domain user.</p>
      ${error === undefined ? '' : html`<p class="error" role="alert" id="sign-in-error">${error}</p>`}
      <form class="form" method="post" action="/login">
        <input type="hidden" name="public_key" value="${params.publicKey}" />
        <input type="hidden" name="redirect_uri" value="${params.redirectUri}" />
        <input type="hidden" name="state" value="${params.state}" />
        <div class="field">
          <label for="user-name">User name</label>
          <input
            id="user-name"
            name="user_name"
            type="text"
            autocomplete="username"
            autocapitalize="none"
            spellcheck="false"
            required
            value="${userName}"
            ${userName === '' ? html`autofocus` : ''}
            ${describedBy === undefined ? '' : html`aria-invalid="true" aria-describedby="${describedBy}"`}
          />
        </div>
        <div class="field">
          <label for="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            ${userName === '' ? '' : html`autofocus`}
            ${describedBy === undefined ? '' : html`aria-invalid="true" aria-describedby="${describedBy}"`}
          />
        </div>
        <details class="override" ${tenant === '' ? '' : html`open`}>
          <summary>Sign in to another tenancy (operators)</summary>
          <div class="field">
            <label for="tenant">Tenancy override</label>
            <input
              id="tenant"
              name="tenant"
              type="text"
              autocomplete="off"
              autocapitalize="none"
              spellcheck="false"
              value="${tenant}"
              aria-describedby="tenant-hint"
            />
            <p class="hint" id="tenant-hint">The name or OCID of a tenancy you are authorised for.</p>
          </div>
        </details>
        <button class="submit" type="submit">Sign In</button>
      </form>
    </section>
    <section class="demo" aria-labelledby="demo-title">
      <h2 id="demo-title">Demo account</h2>
      <p>This local cloud is seeded with a demo tenancy. Sign in with:</p>
      <dl class="credentials">
        <div>
          <dt>User name</dt>
          <dd><code>${demo.userName}</code></dd>
        </div>
        <div>
          <dt>Password</dt>
          <dd><code>${demo.password}</code></dd>
        </div>
      </dl>
    </section>
    ${scenarios.length === 0 ? '' : renderScenarios(scenarios)}
  </main>`;
  return layout('Sign in | Cloud Console', content);
}

function renderScenarios(scenarios: readonly ScenarioListing[]) {
  return html`<section class="scenarios" aria-label="Scenario users">
    <details>
      <summary>Other scenario users (${scenarios.length})</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">User name</th>
            <th scope="col">Password</th>
            <th scope="col">Kind</th>
            <th scope="col">What it shows</th>
          </tr>
        </thead>
        <tbody>
          ${scenarios.map(
            entry =>
              html`<tr>
                <td><code>${entry.userName}</code></td>
                <td><code>${entry.password}</code></td>
                <td>${entry.kind}</td>
                <td>${entry.shows} <span class="tenancy">(tenancy ${entry.tenancy})</span></td>
              </tr>`
          )}
        </tbody>
      </table>
    </details>
  </section>`;
}

/** The page for a sign-in request that cannot be served (bad redirect_uri or public key). */
export function renderSignInErrorPage(message: string, consoleOrigin: string): Promise<string> {
  const content = html`<main class="layout">
    <section class="card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Cannot sign in</h1>
      <p class="error" role="alert">${message}</p>
      <p>Go back to the <a href="${consoleOrigin}/">cloud console</a> and start signing in again.</p>
    </section>
  </main>`;
  return layout('Cannot sign in | Cloud Console', content);
}
