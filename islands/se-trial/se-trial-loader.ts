import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the SE trial terms' chunk together with its texts, from src/startup.ts's island loaders: nothing of it is on the
// start-up path, only `$seTrialWanted` (stores/se-trial-wanted.ts) is.

/** The account texts (catalog area `account`): the SE trial terms and their screens. */
export const ACCOUNT_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/account.ts`);

/** Defines `console-se-trial` once its texts are in; texts that fail to load are logged and the terms render. */
export async function loadSeTrial(): Promise<unknown> {
  const texts = addCatalogPart(ACCOUNT_TEXTS).catch((error: unknown) => {
    console.warn('[se-trial] the account texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./se-trial.element.ts'), texts]);
  return module;
}
