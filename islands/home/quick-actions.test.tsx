import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { baselineQuickActionContext, homeQuickActions, type QuickAction } from '../../src/domain/quick-actions.ts';
import { setFeatureFlags } from '../../src/feature-flags.ts';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { capabilitiesOf } from '../../test/capabilities-fixture.ts';
import { $tenancy, type ConsoleTenancy } from '../../stores/account.ts';
import { $capabilities } from '../../stores/capabilities.ts';
import baseCss from '../shared/island-base.css?inline';
import homeCss from './home.css?inline';
import css from './quick-actions.css?inline';
import './home.element.ts';
import type { ConsoleHome } from './home.element.ts';
import { QuickActions } from './quick-actions.tsx';

const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + homeCss + css);

const baseline = baselineQuickActionContext();
const ALL: QuickAction[] = homeQuickActions({
  ...baseline,
  flags: { ...baseline.flags, 'quick-actions-v2': true },
}).map(action => ({ ...action, alwaysFree: action.id === 'compute-instance' || action.id === 'load-balancer' }));

let mounted: { root: Root; host: HTMLElement } | undefined;

/** Renders the pure component into a shadow root with Home's stylesheets and waits for it. */
async function render(actions: readonly QuickAction[]): Promise<ShadowRoot> {
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet];
  const root = createRoot(shadow);
  root.render(<QuickActions actions={actions} />);
  mounted = { root, host };
  if (actions.length > 0) await waitUntil(() => shadow.querySelector('a'), 'the quick actions did not render');
  return shadow;
}

const links = (root: ParentNode) => [...root.querySelectorAll<HTMLAnchorElement>('.tiles a')];
/** What a link shows, part by part: its title, duration and badge (its accessible name, in this order). */
function parts(link: HTMLAnchorElement): string[] {
  return [...link.querySelectorAll('.tile-title, .tile-duration, .always-free-badge')].map(
    part => part.textContent ?? ''
  );
}

before(async () => {
  await activateLocale('en');
});

afterEach(() => {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = undefined;
});

describe('QuickActions', () => {
  it('shows every tile as a link showing (and named by) its title, duration and badge', async () => {
    const root = await render(ALL);
    expect(root.querySelector('h3')?.textContent).to.equal('Quick actions');
    expect(links(root).map(parts)).to.deep.equal([
      ['Create a VM instance', '2–6 min', 'Always Free eligible'],
      ['Create a transactional database', '3–5 min'],
      ['Create a data warehouse database', '3–5 min'],
      ['Set up a network with a wizard', '2–3 min'],
      ['Create a Resource Manager stack', '2–6 min'],
      ['Store data in an Object Storage bucket', '2–6 min'],
      ['Create a load balancer', '5 min', 'Always Free eligible'],
      ['Create a VM with developer tools', '10–15 min'],
      ['View all resources'],
    ]);
    expect(links(root).map(link => link.getAttribute('href'))).to.deep.equal(ALL.map(action => action.href));
    await expect(root.host).to.be.accessible();
  });

  it('keeps every tile’s footer one badge high, so a badge arriving later moves nothing', async () => {
    const root = await render(ALL);
    const footers = [...root.querySelectorAll<HTMLElement>('.tile-footer')].map(
      footer => footer.getBoundingClientRect().height
    );
    expect(Math.max(...footers) - Math.min(...footers), JSON.stringify(footers)).to.be.below(1);
    const badge = root.querySelector<HTMLElement>('.always-free-badge');
    expect(badge && getComputedStyle(badge).borderRadius).to.not.equal('0px');
  });

  it('is reached link by link with Tab, in order', async () => {
    const root = await render(ALL.slice(0, 3));
    links(root)[0]?.focus();
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.getAttribute('href')).to.equal(ALL[1]?.href);
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.getAttribute('href')).to.equal(ALL[2]?.href);
    await sendKeys({ press: 'Shift+Tab' });
    expect(root.activeElement?.getAttribute('href')).to.equal(ALL[1]?.href);
  });

  it('renders nothing without tiles', async () => {
    const root = await render([]);
    expect(root.querySelector('section')).to.equal(null);
  });
});

describe('console-home quick actions from the stores', () => {
  const initial = { capabilities: $capabilities.get(), tenancy: $tenancy.get() };
  const trial = { freeTierEnabled: true, promotionStatus: 'active' };

  afterEach(() => {
    setFeatureFlags({}, { reset: true });
    $capabilities.set(initial.capabilities);
    $tenancy.set(initial.tenancy);
  });

  it('badges a trial account’s eligible tiles, and shows all tiles the realm allows with quick-actions-v2', async () => {
    setFeatureFlags({ 'quick-actions-v2': true });
    $tenancy.set({
      status: 'ready',
      value: { name: 'trial-active', isInternal: false, createdTime: null } as unknown as ConsoleTenancy,
      error: null,
    });
    $capabilities.set({ status: 'ready', data: capabilitiesOf(trial), failure: null });
    const element = await fixture<ConsoleHome>(html`<console-home></console-home>`);
    await waitUntil(() => element.shadowRoot && links(element.shadowRoot).length === 9, 'nine tiles did not show');
    const root = element.shadowRoot as ShadowRoot;
    expect(
      [...root.querySelectorAll('.always-free-badge')].map(badge => badge.closest('a')?.dataset.testid)
    ).to.deep.equal([
      'home-quick-action-compute-instance',
      'home-quick-action-transactional-database',
      'home-quick-action-analytics-database',
      'home-quick-action-object-storage',
      'home-quick-action-load-balancer',
    ]);
    // A paying account: the badges go.
    $capabilities.set({ status: 'ready', data: capabilitiesOf(), failure: null });
    await waitUntil(() => root.querySelectorAll('.always-free-badge').length === 0, 'the badges stayed');
  });
});
