import { expect } from '@open-wc/testing';
import { activateLocale, addCatalogPart, type CatalogPartLoaders } from '../i18n/i18n.ts';
import { HOSTILE_STRINGS, PWNED_GLOBAL, type HostileString } from '../../test/hostile-strings.ts';
import { consoleCsp } from './csp.ts';
import { installTrustedTypesPolicy } from './trusted-types.ts';

// The corpus-independent harness of the hostile-sink tests (issue 20 point 3): the tripwire, the console's CSP with
// Trusted Types, the violation listener and the DOM checks. Used by src/security/hostile-sinks*.browser.test.ts.

export type Pwned = { [PWNED_GLOBAL]?: unknown };

/** CSP and Trusted Types violations other than the sanitiser's inert parse (any of them fails a test). */
export const violations: string[] = [];

/** Counters for a file's report at the end. */
export const sinkStats = {
  /** Strings × sinks rendered. */
  renders: 0,
  /** Inline handlers and styles DOMPurify's inert parse met (reported by Chromium, never run nor applied). */
  inertParseReports: 0,
};

/** Lets whatever got into the page run: handlers of failed images, toggles, animations, focus. */
export async function settle(): Promise<void> {
  await new Promise(resolve => setTimeout(resolve, 150));
  await new Promise(resolve => requestAnimationFrame(resolve));
}

/** The console's CSP as a meta element (frame-ancestors is not allowed there and means nothing in a test page). */
export function installConsoleCsp(): void {
  const policy = consoleCsp({ cloudOrigin: 'http://127.0.0.1:7070', pluginOrigin: 'http://127.0.0.1:7071' })
    .split('; ')
    .filter(directive => !directive.startsWith('frame-ancestors'))
    .join('; ');
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  document.head.append(meta);
}

/**
 * A DOM-made image with an inline handler: what a sanitiser failure would leave behind. Under Trusted Types setting the
 * handler throws (and is reported); the refusal is the expected outcome then.
 */
export async function plantHandler(): Promise<void> {
  const image = document.createElement('img');
  try {
    image.setAttribute('onerror', 'window.__pwned=1');
  } catch (error) {
    expect(String(error)).to.contain('TrustedScript');
  }
  image.src = 'data:,not-an-image';
  document.body.append(image);
  await settle();
  image.remove();
}

/** Every element under `root`, shadow roots included. */
export function deepElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    found.push(element);
    if (element.shadowRoot) found.push(...deepElements(element.shadowRoot));
  }
  return found;
}

/** The text under `root`, shadow roots included (slotted light DOM counted where it lives). */
export function deepText(root: Node): string {
  let text = root instanceof Element && root.shadowRoot ? deepText(root.shadowRoot) : '';
  for (const child of root.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += (child as Text).data;
    else if (child.nodeType === Node.ELEMENT_NODE) {
      text += deepText(child);
    }
  }
  return text;
}

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, object, embed, form, link, meta, base, portal, template, img, image, video, audio, source, math';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background', 'srcset'];

/**
 * Nothing under `root` can run script or load from outside; `what` names the string in failures, `own` the elements
 * the component renders itself (the search box's form).
 */
export function assertInert(root: ParentNode, what: string, own: readonly string[] = []): void {
  for (const element of deepElements(root)) {
    if (!own.includes(element.localName)) {
      expect(element.matches(DANGEROUS_ELEMENTS), `${what}: <${element.localName}>`).to.equal(false);
    }
    for (const attribute of element.attributes) {
      expect(attribute.name, `${what}: ${element.localName}[${attribute.name}]`).not.to.match(/^on/i);
      expect(attribute.name, `${what}: ${element.localName}[${attribute.name}]`).not.to.be.oneOf(['style', 'srcdoc']);
      if (URL_ATTRIBUTES.includes(attribute.name)) {
        // Browsers skip leading spaces and controls and drop tabs and newlines anywhere in a URL.
        const value = [...attribute.value].filter(char => char.charCodeAt(0) > 0x20).join('');
        expect(value, `${what}: ${element.localName}[${attribute.name}]`).not.to.match(
          /^(?:javascript|vbscript|data):/i
        );
        expect(value, `${what}: ${element.localName}[${attribute.name}]`).not.to.match(/^\/\//);
      }
    }
  }
  // A link that survived leads to http(s), mail or the console, never to script.
  for (const element of deepElements(root)) {
    if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) {
      expect(element.protocol, `${what}: link ${element.getAttribute('href')}`).to.be.oneOf([
        'http:',
        'https:',
        'mailto:',
      ]);
    }
  }
}

/** A Lit element of the console: its properties are set, then it renders into its shadow root. */
interface RenderingElement extends HTMLElement {
  readonly updateComplete: Promise<unknown>;
}

/**
 * Gives a Lit element every corpus string (`apply`), checks each render as text (`check`, on its shadow root) and that
 * it has as many elements as before the first, then that nothing in it can run. `renders` counts the sinks one string
 * reaches.
 */
export async function fuzzElement(
  element: RenderingElement,
  what: string,
  renders: number,
  apply: (entry: HostileString) => void,
  check: (root: ParentNode, entry: HostileString) => void
): Promise<void> {
  const root = element.shadowRoot ?? element;
  const count = deepElements(root).length;
  for (const entry of HOSTILE_STRINGS) {
    apply(entry);
    await element.updateComplete;
    check(root, entry);
    expect(deepElements(root), label(entry)).to.have.length(count);
    sinkStats.renders += renders;
  }
  assertInert(root, what);
  await settle();
}

/** The name of a corpus entry in failure messages (never the megabyte itself). */
export function label(entry: HostileString): string {
  return `${entry.family}/${entry.name}`;
}

/**
 * The page-wide hooks of a hostile-sink file: the violation listener, the tripwire proven to work, English with the
 * sinks' `texts`, after each test no payload ran and nothing was refused, and the counts logged as `[name]` at the end.
 * Call at the top level of the test file.
 */
export function installSinkHarness(name: string, texts: readonly CatalogPartLoaders[]): void {
  const started = performance.now();
  before(async () => {
    document.addEventListener('securitypolicyviolation', event => {
      // Chromium reports an inline handler or style the moment any parser meets it, even in the inert document
      // DOMPurify parses in: those reports are the sanitiser at work (nothing runs there), counted apart; anything
      // else fails.
      if (
        /^(?:script-src-attr|style-src-attr|style-src-elem)$/.test(event.violatedDirective) &&
        /purify/.test(event.sourceFile)
      ) {
        sinkStats.inertParseReports += 1;
        return;
      }
      violations.push(
        `${event.violatedDirective} ${event.sourceFile} ${event.blockedURI} ${event.sample}`.slice(0, 300)
      );
    });
    // The tripwire works in this page: a planted handler runs while no policy is there.
    await plantHandler();
    expect((window as Pwned)[PWNED_GLOBAL]).to.equal(1);
    Reflect.deleteProperty(window, PWNED_GLOBAL);
    await activateLocale('en');
    for (const part of texts) await addCatalogPart(part);
  });

  after(() => {
    console.log(
      `[${name}] ${HOSTILE_STRINGS.length} strings, ${sinkStats.renders} string × sink renders, ` +
        `${sinkStats.inertParseReports} inline handlers and styles reported from the sanitiser's inert parse, ` +
        `${Math.round(performance.now() - started)} ms`
    );
  });

  afterEach(() => {
    expect((window as Pwned)[PWNED_GLOBAL], 'a payload ran').to.equal(undefined);
    expect(JSON.stringify(violations.slice(0, 5)), `CSP or Trusted Types violations (${violations.length})`).to.equal(
      '[]'
    );
  });
}

/** A sink's whole corpus takes a few seconds (more when both cores are busy): more than the 10 s default. */
export const SINK_TIMEOUT_MS = 60_000;

/**
 * Runs `sinkTests` twice: without a policy (does anything run?) and under the console's CSP with Trusted Types
 * enforced (is anything refused?).
 */
export function bothPhases(sinkTests: (policy: boolean) => void): void {
  describe('without a policy: no payload runs and text stays text', function () {
    this.timeout(SINK_TIMEOUT_MS);
    sinkTests(false);
  });

  describe('under the console CSP with Trusted Types enforced: nothing is refused', function () {
    this.timeout(SINK_TIMEOUT_MS);
    before(async () => {
      installTrustedTypesPolicy();
      installConsoleCsp();
      // The same planted handler is now refused and reported: the listener hears refusals.
      await plantHandler();
      expect((window as Pwned)[PWNED_GLOBAL]).to.equal(undefined);
      expect(violations.length, 'the planted handler is reported').to.be.greaterThan(0);
      violations.splice(0);
    });
    sinkTests(true);
  });
}
