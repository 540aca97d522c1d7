import type { Page } from '@playwright/test';
import { DEMO_USER, ORIGINS } from '../fixtures.ts';

/** The local cloud's sign-in page. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  /** Waits until the browser shows the sign-in page of the local cloud. */
  async waitForIt(): Promise<void> {
    await this.page.waitForURL(url => url.origin === ORIGINS.cloudOrigin && url.pathname === '/login');
  }

  /** Fills in and submits the form. */
  async signIn(name = DEMO_USER.name, password = DEMO_USER.password): Promise<void> {
    await this.page.getByLabel('User name').fill(name);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}
