import { addCatalogPart, type CatalogPartLoaders } from '../../src/i18n/i18n.ts';

// Loads the feedback panel's chunk together with its texts, from src/startup.ts's island loaders: nothing of it is on
// the start-up path, only its open state (stores/feedback-panel.ts) is.

/** The feedback panel's texts (catalog area `feedback`): their loaders travel with the panel, not with start-up. */
export const FEEDBACK_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/feedback.ts`);

/** Defines `console-feedback-panel` once its texts are in; texts that fail to load are logged and the panel renders. */
export async function loadFeedbackPanel(): Promise<unknown> {
  const texts = addCatalogPart(FEEDBACK_TEXTS).catch((error: unknown) => {
    console.warn('[feedback] the feedback panel texts could not be loaded', error);
  });
  const [module] = await Promise.all([import('./feedback-panel.element.ts'), texts]);
  return module;
}
