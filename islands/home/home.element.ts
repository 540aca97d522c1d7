import r2wc from '@r2wc/react-to-web-component';
import css from './home.css?inline';
import { Home } from './home.tsx';
import type { HomeProps } from './interfaces.ts';

/** How r2wc reads each property; `method` keeps a function set as a property (r2wc's `function` looks it up on window). */
const HOME_PROPS = {
  tab: 'string',
  tenancyName: 'string',
  homeRegion: 'string',
  activeRegion: 'string',
  saasScope: 'boolean',
  locale: 'string',
  navigate: 'method',
} as const;

type HomePropName = keyof typeof HOME_PROPS;

// r2wc's internal state, reached through the symbols it registers globally.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/** The callbacks r2wc's element class defines. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
}

const sheet = new CSSStyleSheet();
sheet.replaceSync(css);

const ReactHome = r2wc(Home, { shadow: 'open', props: HOME_PROPS }) as unknown as new () => R2wcElement;

function isHomeProp(name: string): name is HomePropName {
  return Object.hasOwn(HOME_PROPS, name);
}

/**
 * @summary The Home page as a custom element: the `Home` React island in an open shadow root, styled by an adopted
 * stylesheet (the CSP forbids style elements).
 *
 * The shell sets properties (not attributes) from its stores: `tab`, `tenancyName`, `homeRegion`, `activeRegion`,
 * `saasScope`, `locale`, `navigate`. They may be set before this module loads; they are picked up on connection.
 *
 * @cssproperty [--console-color-text=#1f1f1f]
 * @cssproperty [--console-color-accent=#0b5fa5]
 * @cssproperty [--console-color-focus=#0b5fa5]
 * @cssproperty [--console-space-m=1rem]
 */
export class ConsoleHome extends ReactHome {
  declare tab?: HomeProps['tab'];
  declare tenancyName?: HomeProps['tenancyName'];
  declare homeRegion?: HomeProps['homeRegion'];
  declare activeRegion?: HomeProps['activeRegion'];
  declare saasScope?: HomeProps['saasScope'];
  declare locale?: HomeProps['locale'];
  declare navigate?: HomeProps['navigate'];

  constructor() {
    super();
    if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [sheet];
  }

  override connectedCallback(): void {
    // The island loads lazily, so the shell may have set properties on the element before it was upgraded; those
    // sit on the instance and hide r2wc's accessors until they are set again.
    const own = this as unknown as Record<string, unknown>;
    for (const name of Object.keys(HOME_PROPS)) {
      if (!Object.hasOwn(this, name)) continue;
      const value = own[name];
      Reflect.deleteProperty(this, name);
      own[name] = value;
    }
    super.connectedCallback();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    // r2wc skips empty and removed attributes, which would leave a cleared value on screen.
    if (value) return;
    const prop = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (!isHomeProp(prop) || HOME_PROPS[prop] === 'method') return;
    const internals = this as unknown as Record<symbol, unknown>;
    const props = internals[R2WC_PROPS] as Record<string, unknown>;
    // A bare boolean attribute (`saas-scope`) means true, as in HTML.
    props[prop] = HOME_PROPS[prop] === 'boolean' ? value === '' : (value ?? undefined);
    const render = internals[R2WC_RENDER];
    if (typeof render === 'function') render.call(this);
  }
}

if (!customElements.get('console-home')) customElements.define('console-home', ConsoleHome);

declare global {
  interface HTMLElementTagNameMap {
    'console-home': ConsoleHome;
  }
}
