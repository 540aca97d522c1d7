import { driver, type Driver, type DriveStep, type PopoverDOM, type Side } from 'driver.js';
import driverCss from 'driver.js/dist/driver.css?inline';
import { TourError } from '../domain/guided-journey.ts';
import { addCatalogPart, t, type CatalogPartLoaders } from '../i18n/i18n.ts';
import { focusedElement, resolveAnchor } from './deep-query.ts';
import { HOMEPAGE_TOUR_STEPS, type TourStepDefinition } from './homepage-steps.ts';
import tourCss from './guided-tour.css?inline';
import { sleep } from '../sleep.ts';

// The homepage tour on driver.js (issue 17 point 3): a maintained library positions the popover and draws the stage;
// this module gives it the console's steps, texts, styles and keyboard, and says how the tour ended. Loaded only when a
// tour starts (stores/guided-journey.ts), never on a start-up path.
//
// Under the console's CSP: driver.js positions with CSSOM style properties (allowed; it writes no style attributes in
// markup) and its stylesheet is adopted by the document here (no style element). It writes its texts and buttons with
// innerHTML, which Trusted Types (`require-trusted-types-for 'script'`) refuses for plain strings; the `default` policy
// below lets through only strings without a `<`, which the HTML parser can only turn into text (entities included),
// never into an element or attribute. Every text the console gives it is escaped first, so it stays text.

/** The tour's texts (catalog area `tour`), loaded with the tour. */
export const TOUR_TEXTS: CatalogPartLoaders = locale => import(`../../locales/${locale}/tour.ts`);

/** How long the tour waits for Home's elements after it navigated there. */
export const ANCHOR_WAIT_MS = 5000;
const ANCHOR_POLL_MS = 100;
/** How long the set of found elements must stay the same before the tour starts without the missing ones. */
const ANCHOR_SETTLE_MS = 1500;

/** How a tour run ended: the last step finished, or left in the middle (close, Escape, a click outside). */
export type TourOutcome =
  { kind: 'completed'; steps: number } | { kind: 'exited-middle'; step: string; index: number; steps: number };

/** Hooks of a run. */
export interface RunTourOptions {
  /** Called once the first step shows. */
  onStart?: () => void;
  /** Where the steps' elements are looked for (tests give a fixture). */
  root?: ParentNode;
}

interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string | null }): unknown;
}

let textPolicyInstalled = false;

/** The Trusted Types `default` policy that passes text-only HTML (no `<`) and refuses everything else. */
function allowTextOnlyHtml(): void {
  if (textPolicyInstalled) return;
  textPolicyInstalled = true;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createHTML: input => {
      if (!input.includes('<')) return input;
      console.warn('[guided-tour] Refused markup written with innerHTML outside a named Trusted Types policy.');
      return null;
    },
  });
}

/** The text as HTML that parses back to exactly that text. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

let sheetsAdopted = false;

function adoptStyles(): void {
  if (sheetsAdopted) return;
  sheetsAdopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(driverCss + tourCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/**
 * The steps whose elements are on the page, each with its element. Home's widgets arrive in their own time (deferred
 * until idle), so this waits until every step has its element, or until what is there has not changed for
 * ANCHOR_SETTLE_MS, at most ANCHOR_WAIT_MS in all; a step whose element is still missing then is skipped with a warning.
 */
async function presentSteps(root: ParentNode): Promise<{ step: TourStepDefinition; element: HTMLElement }[]> {
  const find = () => HOMEPAGE_TOUR_STEPS.map(step => ({ step, element: resolveAnchor(step.anchor, root) }));
  let found = find();
  let count = found.filter(entry => entry.element).length;
  let stableFor = 0;
  for (let waited = 0; count < HOMEPAGE_TOUR_STEPS.length && waited < ANCHOR_WAIT_MS; waited += ANCHOR_POLL_MS) {
    if (count > 0 && stableFor >= ANCHOR_SETTLE_MS) break;
    await sleep(ANCHOR_POLL_MS);
    found = find();
    const next = found.filter(entry => entry.element).length;
    stableFor = next === count ? stableFor + ANCHOR_POLL_MS : 0;
    count = next;
  }
  const present: { step: TourStepDefinition; element: HTMLElement }[] = [];
  for (const { step, element } of found) {
    if (element) present.push({ step, element });
    else
      console.warn(
        `[guided-tour] The step "${step.key}" has no element on this page (${step.anchor.join(' › ')}); skipped.`
      );
  }
  return present;
}

/** The space between the shell's sticky top (header and banners) and its sticky footer, in viewport pixels. */
function clearArea(root: ParentNode): { top: number; bottom: number } {
  const top = resolveAnchor(['console-shell', '.top'], root)?.getBoundingClientRect().bottom ?? 0;
  const bottom = resolveAnchor(['console-shell', 'footer'], root)?.getBoundingClientRect().top ?? window.innerHeight;
  return { top, bottom };
}

/** Scrolls the page so the element shows below the sticky header and banners and above the footer. */
function scrollClearOfChrome(element: Element, root: ParentNode): void {
  const margin = 16;
  const area = clearArea(root);
  const box = element.getBoundingClientRect();
  if (box.top >= area.top + margin && box.bottom <= area.bottom - margin) return;
  const fits = box.height <= area.bottom - area.top - 2 * margin;
  // Too tall to show whole: its start, where the reading begins; else in the middle of the clear area.
  const target = fits ? (area.top + area.bottom - box.height) / 2 : area.top + margin;
  window.scrollBy({ top: box.top - target, behavior: 'instant' });
}

function isRtl(): boolean {
  return getComputedStyle(document.documentElement).direction === 'rtl';
}

/** Driver.js's physical side and alignment for a step's logical placement. */
function position(placement: TourStepDefinition['placement'], rtl: boolean): { side: Side; align: 'start' | 'end' } {
  if (placement === 'below') return { side: 'bottom', align: rtl ? 'end' : 'start' };
  return { side: rtl ? 'left' : 'right', align: 'start' };
}

/** Names the popover's parts in the active language and moves focus to its main button. */
function finishPopover(popover: PopoverDOM, isFirst: boolean, isLast: boolean): void {
  // driver.js shows Back on the first step too, where it does nothing.
  if (isFirst) popover.previousButton.style.display = 'none';
  popover.closeButton.setAttribute('aria-label', t('tour.close'));
  popover.closeButton.title = t('tour.close');
  // driver.js writes the title as a <header> and the buttons in a <footer>: inside the popover those would be a second
  // banner and contentinfo landmark of the page. The title is the dialog's heading.
  const heading = document.createElement('h2');
  heading.className = 'console-tour-heading';
  heading.textContent = popover.title.textContent;
  popover.title.setAttribute('role', 'none');
  popover.title.replaceChildren(heading);
  popover.footer.setAttribute('role', 'group');
  popover.footer.setAttribute('aria-label', t('tour.label'));
  // driver.js focuses the first focusable element (the close button) right after this hook: the main action is the
  // one a keyboard user wants, so focus moves there once driver.js is done.
  const main = popover.nextButton;
  requestAnimationFrame(() => main.focus());
  main.setAttribute('aria-describedby', popover.progress.id || setId(popover.progress, 'driver-popover-progress'));
  if (isLast) main.classList.add('console-tour-done');
}

function setId(element: HTMLElement, id: string): string {
  element.id = id;
  return id;
}

/**
 * Runs the homepage tour; resolves with how it ended. Rejects with a TourError: `driver` when driver.js cannot start
 * (or no step has its element), `engine` when it breaks while running.
 */
export async function runHomepageTour(options: RunTourOptions = {}): Promise<TourOutcome> {
  await addCatalogPart(TOUR_TEXTS);
  const present = await presentSteps(options.root ?? document);
  if (present.length === 0) throw new TourError('driver', 'No step of the homepage tour has its element on this page.');
  allowTextOnlyHtml();
  adoptStyles();
  const rtl = isRtl();
  const total = present.length;

  return new Promise<TourOutcome>((resolve, reject) => {
    let completed = false;
    let settled = false;
    let lastIndex = 0;
    let started = false;
    // Focus goes back where it was when the tour ends, also into a shadow root (the checklist's Start button).
    const returnFocus = focusedElement();
    let tour: Driver | undefined;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      window.removeEventListener('keyup', handleKey, true);
      try {
        tour?.destroy();
      } catch {
        // The tour is already broken; the error below says why.
      }
      reject(
        error instanceof TourError
          ? error
          : new TourError('engine', 'The guided tour broke while running.', { cause: error })
      );
    };
    // A hook that throws inside driver.js would leave the stage on screen: every hook reports instead.
    const guard =
      <A extends unknown[]>(hook: (...args: A) => void) =>
      (...args: A): void => {
        try {
          hook(...args);
        } catch (error) {
          fail(error);
        }
      };
    // The tour's keys, handled here rather than by driver.js: its own drop a key pressed while a step is still being
    // drawn, and its arrows are physical where the one that points forward in right-to-left is the left one. Forward
    // on the last step finishes the tour, as Done does; Escape leaves it.
    const handleKey = guard((event: KeyboardEvent): void => {
      if (!tour?.isActive()) return;
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const back = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === 'Escape') tour.destroy();
      else if (event.key === forward) {
        if (tour.isLastStep()) completed = true;
        tour.moveNext();
      } else if (event.key === back && !tour.isFirstStep()) tour.movePrevious();
    });
    const steps: DriveStep[] = present.map(({ step, element }, index) => ({
      element,
      popover: {
        title: escapeHtml(t(`tour.step.${step.key}.title`)),
        description: escapeHtml(t(`tour.step.${step.key}.description`)),
        progressText: escapeHtml(t('tour.progress', { current: index + 1, total })),
        ...position(step.placement, rtl),
      },
      data: { key: step.key },
    }));
    try {
      tour = driver({
        steps,
        // Without animation: driver.js ignores the arrow keys while a step animates, and a quick keyboard user lost them.
        animate: false,
        smoothScroll: false,
        allowClose: true,
        allowKeyboardControl: false,
        overlayClickBehavior: 'close',
        disableActiveInteraction: true,
        showProgress: true,
        showButtons: ['next', 'previous', 'close'],
        nextBtnText: escapeHtml(t('tour.next')),
        prevBtnText: escapeHtml(t('tour.previous')),
        doneBtnText: escapeHtml(t('tour.done')),
        popoverClass: 'console-tour',
        stagePadding: 4,
        stageRadius: 6,
        onPopoverRender: guard((popover, { driver: active }) =>
          finishPopover(popover, active.isFirstStep(), active.isLastStep())
        ),
        // Scrolled here before driver.js looks (it skips an element already in view): its own centring put the lower
        // Home sections under the sticky header and banners.
        onHighlightStarted: guard(element => {
          const definition = present.find(entry => entry.element === element)?.step;
          if (element && definition && !definition.chrome) scrollClearOfChrome(element, options.root ?? document);
        }),
        onHighlighted: guard((_element, _step, { driver: active }) => {
          lastIndex = active.getActiveIndex() ?? 0;
          if (started) return;
          started = true;
          options.onStart?.();
        }),
        onDoneClick: guard((_element, _step, { driver: active }) => {
          completed = true;
          active.destroy();
        }),
        onDestroyed: guard(() => {
          if (settled) return;
          settled = true;
          window.removeEventListener('keyup', handleKey, true);
          // driver.js focuses the outermost host right after this hook; the element inside it comes next.
          if (returnFocus?.isConnected) queueMicrotask(() => returnFocus.focus());
          const key = present[lastIndex]?.step.key ?? '';
          resolve(
            completed
              ? { kind: 'completed', steps: total }
              : { kind: 'exited-middle', step: key, index: lastIndex, steps: total }
          );
        }),
      });
      window.addEventListener('keyup', handleKey, true);
      tour.drive(0);
    } catch (error) {
      window.removeEventListener('keyup', handleKey, true);
      settled = true;
      reject(new TourError('driver', 'The guided tour library could not start.', { cause: error }));
    }
  });
}
