import { expect, type Locator, type Page } from '@playwright/test';
import { SignInPage } from './sign-in-page.ts';

/** The console as a signed-in user sees it. */
export class ConsolePage {
  constructor(private readonly page: Page) {}

  /** The header's banner landmark. */
  get header(): Locator {
    return this.page.getByRole('banner');
  }

  /** The main content landmark. */
  get main(): Locator {
    return this.page.getByRole('main');
  }

  /** The region menu button. */
  get regionButton(): Locator {
    return this.page.getByRole('button', { name: /^Region/ });
  }

  /** The user menu button. */
  get userButton(): Locator {
    return this.page.getByRole('button', { name: /^User menu/ });
  }

  /** The header's menu buttons on the bar at this width (not those moved into the overflow drawer), in DOM order. */
  async visibleMenuButtons(): Promise<Locator[]> {
    const buttons = this.header.locator('button[aria-haspopup="menu"]');
    const visible: Locator[] = [];
    for (let index = 0; index < (await buttons.count()); index += 1) {
      if (await buttons.nth(index).isVisible()) visible.push(buttons.nth(index));
    }
    return visible;
  }

  /** Waits for the start-up sequence to mark the console ready. */
  async waitForReady(): Promise<void> {
    await this.page.waitForFunction(() => performance.getEntriesByName('console:ready').length > 0, undefined, {
      timeout: 15_000,
    });
  }

  /** A home tab by its label. */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** Opens the region menu and picks a region by its friendly name. */
  async selectRegion(friendlyName: string): Promise<void> {
    await this.regionButton.click();
    await this.page.getByRole('menuitemradio', { name: new RegExp(friendlyName.replace(/[()]/g, '\\$&')) }).click();
  }

  /** Signs out through the user menu. */
  async signOut(): Promise<void> {
    await this.userButton.click();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
  }

  /** Expects the region button to name a region. */
  async expectRegion(friendlyName: string): Promise<void> {
    await expect(this.regionButton).toContainText(friendlyName);
  }
}

/** Opens a console path, signs in on the sign-in page it leads to (the demo user unless told) and waits for ready. */
export async function signInTo(
  page: Page,
  path = '/',
  user?: { name: string; password: string }
): Promise<ConsolePage> {
  await page.goto(path);
  const signInPage = new SignInPage(page);
  await signInPage.waitForIt();
  await signInPage.signIn(user?.name, user?.password);
  const console = new ConsolePage(page);
  await console.waitForReady();
  return console;
}
