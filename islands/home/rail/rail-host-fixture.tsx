import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Browser tests of the rail's panels: each renders into a shadow root as wide as Home's rail column, with the rail's
// sheets adopted, as Home renders them.

const mounted: { root: Root; host: HTMLElement }[] = [];

/** Renders `node` in a shadow root `width` pixels wide with `sheet` adopted; `update` renders other content there. */
export async function renderInRail(node: ReactNode, sheet: CSSStyleSheet, width: number) {
  const host = document.createElement('div');
  host.style.inlineSize = `${width}px`;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  mounted.push({ root, host });
  return { shadow, update: (next: ReactNode) => act(async () => root.render(next)) };
}

/** Unmounts and removes everything `renderInRail` rendered (after each test). */
export function unmountRails(): void {
  for (const { root, host } of mounted.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
}
