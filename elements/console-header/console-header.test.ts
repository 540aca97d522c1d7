import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { activateLocale } from '../../src/i18n/i18n.ts';
import { ContextProvider } from '@lit/context';
import { telemetryContext } from '../../src/contexts/telemetry-context.ts';
import { RegionSelectEvent } from '../../src/events/region-select-event.ts';
import { SignOutEvent } from '../../src/events/sign-out-event.ts';
import type { ConsoleRegionMenu } from '../console-region-menu/console-region-menu.component.ts';
import type { RegionOption } from '../console-region-menu/interfaces.ts';
import type { ConsoleUserMenu } from '../console-user-menu/console-user-menu.component.ts';
import { linkDesignTokens } from '../shared/design-tokens-fixture.ts';
import { nth, shadowQuery, shadowQueryAll, shadowQueryOptional } from '../shared/shadow-query.ts';
import type { ConsoleHeader } from './console-header.component.ts';
import './console-header.ts';

const REGIONS: RegionOption[] = [
  { name: 'us-ashburn-1', friendlyName: 'US East (Ashburn)', key: 'IAD', isHome: true },
  { name: 'eu-frankfurt-1', friendlyName: 'Germany Central (Frankfurt)', key: 'FRA', isHome: false },
];
const USER = { name: 'Demo User', email: 'demo@example.com' };

async function renderHeader(loading = false): Promise<ConsoleHeader> {
  return fixture<ConsoleHeader>(
    html`<console-header .regions=${REGIONS} active-region="us-ashburn-1" .user=${USER} ?loading=${loading}>
      <input slot="search" type="search" aria-label="Search" />
    </console-header>`
  );
}

const regionMenu = (header: ConsoleHeader) => shadowQuery<ConsoleRegionMenu>(header, 'console-region-menu');
const userMenu = (header: ConsoleHeader) => shadowQuery<ConsoleUserMenu>(header, 'console-user-menu');

describe('console-header', () => {
  before(async () => {
    await activateLocale('en');
    await linkDesignTokens();
  });

  it('links the product name home and hands data to the region and user menus', async () => {
    const header = await renderHeader();
    const logo = shadowQuery<HTMLAnchorElement>(header, 'a');
    expect(logo.getAttribute('href')).to.equal('/');
    expect(logo.textContent?.trim()).to.equal('Cloud Console');
    expect(regionMenu(header).activeRegion).to.equal('us-ashburn-1');
    expect(regionMenu(header).regions).to.equal(REGIONS);
    expect(userMenu(header).user).to.deep.equal(USER);
    expect(header.getBoundingClientRect().height).to.equal(60);
    await expect(header).to.be.accessible();
  });

  it('offers a navigation menu button that says whether the menu is open and asks its owner to toggle it', async () => {
    const header = await renderHeader();
    const button = shadowQuery<HTMLButtonElement>(header, '.nav-button');
    expect(button.getAttribute('aria-label')).to.equal('Navigation menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    setTimeout(() => button.click());
    const event = await oneEvent(header, 'console-nav-toggle');
    expect(event.bubbles && event.composed).to.equal(true);
    header.navOpen = true;
    await header.updateComplete;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await expect(header).to.be.accessible();
  });

  it('renders the search slot between the logo and the menus', async () => {
    const header = await renderHeader();
    const slot = shadowQuery<HTMLSlotElement>(header, 'slot[name="search"]');
    expect(slot.assignedElements()[0]?.getAttribute('aria-label')).to.equal('Search');
  });

  it('shows fixed-size placeholders while loading, so the bar keeps its size', async () => {
    const header = await renderHeader(true);
    expect(shadowQueryOptional(header, 'console-region-menu')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-user-menu')).to.equal(null);
    const skeletons = shadowQueryAll(header, '.skeleton');
    expect(skeletons).to.have.length(2);
    expect(skeletons.every(skeleton => skeleton.getAttribute('aria-hidden') === 'true')).to.equal(true);
    expect(nth(skeletons, 0).getBoundingClientRect().height).to.equal(40);
    expect(header.getBoundingClientRect().height).to.equal(60);
    await expect(header).to.be.accessible();

    header.loading = false;
    await header.updateComplete;
    await regionMenu(header).updateComplete;
    expect(shadowQuery(regionMenu(header), 'button').getBoundingClientRect().height).to.equal(40);
    expect(header.getBoundingClientRect().height).to.equal(60);
  });

  it('lets region selection and sign-out bubble out of the header', async () => {
    const header = await renderHeader();
    const regions = regionMenu(header);
    await regions.updateComplete;
    shadowQuery(regions, 'button').focus();
    await sendKeys({ press: 'ArrowDown' });
    await regions.updateComplete;
    await sendKeys({ press: 'ArrowDown' });
    const selected = oneEvent<RegionSelectEvent>(header, 'console-region-select');
    await sendKeys({ press: 'Enter' });
    expect((await selected).region).to.equal('eu-frankfurt-1');

    const user = userMenu(header);
    await user.updateComplete;
    shadowQuery(user, 'button').click();
    await user.updateComplete;
    await expect(header).to.be.accessible();
    const signedOut = oneEvent(header, 'console-sign-out');
    shadowQuery(user, '[role="menuitem"]').click();
    expect((await signedOut).type).to.equal('console-sign-out');
  });

  it('records region selection and sign-out through the telemetry it is given', async () => {
    const events: string[] = [];
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    new ContextProvider(wrapper, {
      context: telemetryContext,
      initialValue: { track: event => events.push(`${event.category}:${event.name}`) },
    });
    const header = document.createElement('console-header');
    Object.assign(header, { regions: REGIONS, activeRegion: 'us-ashburn-1', user: USER });
    wrapper.append(header);
    await header.updateComplete;
    header.dispatchEvent(new RegionSelectEvent('us-phoenix-1'));
    header.dispatchEvent(new SignOutEvent());
    expect(events).to.deep.equal(['analytics:header.region-select', 'analytics:header.sign-out']);
  });

  it('renders no user menu without a user', async () => {
    const header = await fixture<ConsoleHeader>(html`<console-header active-region="us-ashburn-1"></console-header>`);
    expect(shadowQueryOptional(header, 'console-user-menu')).to.equal(null);
    expect(shadowQueryOptional(header, 'console-region-menu')).not.to.equal(null);
  });

  it('speaks German when the locale changes', async () => {
    const header = await renderHeader();
    try {
      await activateLocale('de');
      await userMenu(header).updateComplete;
      expect(shadowQuery(userMenu(header), 'button').getAttribute('aria-label')).to.equal('Benutzermenü: Demo User');
    } finally {
      await activateLocale('en');
    }
  });
});
