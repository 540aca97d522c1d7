import { css, unsafeCSS, type CSSResult } from 'lit';

/*
 * The chrome's buttons, drawn from tokens: secondary (the default: outlined on the surface), primary (filled with the
 * brand accent) and quiet (an icon or text button without a frame). Every state is here: hover, active, disabled and
 * a visible focus ring; targets are at least 24 px (WCAG 2.2 SC 2.5.8), the framed ones 36 px.
 *
 * Elements whose templates already name their buttons (`button`, `.confirm`, `.action.primary`) pass those selectors
 * to `buttonRules`; new markup can use the classes of `buttonStyles` (`.button`, `.button.primary`, `.quiet-button`).
 * Selectors are static strings written in the element's styles file, never data.
 */

/** The selectors an element's buttons answer to; each is a list of selectors (joined with commas). */
export interface ButtonSelectors {
  /** Outlined buttons on the surface (Cancel, Sign out, Copy). */
  secondary?: readonly string[];
  /** Filled brand buttons, at most one per group (Continue, Retry); listed after secondary so they win. */
  primary?: readonly string[];
  /** Frameless buttons: close, pin, dock actions. */
  quiet?: readonly string[];
}

/** `selectors` with `suffix` (a pseudo-class) after each, joined into one selector list. */
function each(selectors: readonly string[], suffix = ''): CSSResult {
  return unsafeCSS(selectors.map(selector => `${selector}${suffix}`).join(', '));
}

function framedRules(selectors: readonly string[]): CSSResult {
  return css`
    ${each(selectors)} {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: var(--console-space-2);
      min-block-size: 2.25rem;
      min-inline-size: 24px;
      margin: 0;
      padding-block: var(--console-space-1);
      padding-inline: var(--console-space-4);
      border: 1px solid var(--console-color-border-strong);
      border-radius: var(--console-radius-2);
      background: var(--console-color-surface);
      color: var(--console-color-text);
      font: inherit;
      text-decoration: none;
      cursor: pointer;
    }
  `;
}

function primaryRules(selectors: readonly string[]): CSSResult {
  return css`
    ${each(selectors)} {
      border-color: var(--console-color-accent);
      background: var(--console-color-accent);
      color: var(--console-color-text-inverse);
    }

    ${each(selectors, ':hover')},
    ${each(selectors, ':active')} {
      border-color: var(--console-color-accent-strong);
      background: var(--console-color-accent-strong);
      color: var(--console-color-text-inverse);
    }
  `;
}

function quietRules(selectors: readonly string[]): CSSResult {
  return css`
    ${each(selectors)} {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      min-inline-size: 24px;
      min-block-size: 24px;
      margin: 0;
      padding: 0;
      border: 0;
      border-radius: var(--console-radius-2);
      background: transparent;
      color: inherit;
      font: inherit;
      cursor: pointer;
    }
  `;
}

/** Hover and press shades of secondary and quiet buttons; primary ones override them. */
function pointerRules(selectors: readonly string[]): CSSResult {
  return css`
    ${each(selectors, ':hover')} {
      background: var(--console-color-surface-hover);
    }

    ${each(selectors, ':active')} {
      background: var(--console-color-border);
    }
  `;
}

/** Focus and disabled states, shared by every kind. */
function stateRules(selectors: readonly string[]): CSSResult {
  return css`
    ${each(selectors, ':focus-visible')} {
      outline: var(--console-focus-ring-width) solid var(--console-color-focus-ring);
      outline-offset: 2px;
    }

    ${each(selectors, ':disabled')},
    ${each(selectors, "[aria-disabled='true']")} {
      border-color: var(--console-color-border);
      background: var(--console-color-surface-subtle);
      color: var(--console-color-text-muted);
      cursor: not-allowed;
    }

    @media (forced-colors: active) {
      ${each(selectors)} {
        border: 1px solid ButtonText;
      }

      ${each(selectors, ':disabled')} {
        border-color: GrayText;
        color: GrayText;
      }
    }
  `;
}

/** The button rules for an element's own selectors; put them before the element's rules so it can adjust them. */
export function buttonRules({ secondary = [], primary = [], quiet = [] }: ButtonSelectors): CSSResult {
  const framed = [...secondary, ...primary];
  const all = [...framed, ...quiet];
  if (all.length === 0) return css``;
  return css`
    ${framed.length > 0 ? framedRules(framed) : css``}
    ${quiet.length > 0 ? quietRules(quiet) : css``}
    ${pointerRules(all)}
    ${primary.length > 0 ? primaryRules(primary) : css``}
    ${stateRules(all)}
  `;
}

/** Button classes for new markup: `.button` (secondary), `.button.primary` and `.quiet-button`. */
export const buttonStyles = buttonRules({
  secondary: ['.button'],
  primary: ['.button.primary'],
  quiet: ['.quiet-button'],
});
