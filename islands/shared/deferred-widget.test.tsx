import { expect, waitUntil } from '@open-wc/testing';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { deferredWidget } from './deferred-widget.tsx';

// A deferred widget's chunk stays off the console's start-up: it is asked for only once the console is ready and the
// browser idle, never in the idle time of a console still waiting for its start-up data.

let loads = 0;

/** A new deferred widget: React keeps a lazy component's module once loaded. */
function deferred() {
  return deferredWidget(
    () => {
      loads += 1;
      return Promise.resolve({ default: (): ReactNode => <p id="widget">the widget</p> });
    },
    <p id="placeholder">loading</p>
  );
}

const idle = () => new Promise<void>(resolve => requestIdleCallback(() => resolve(), { timeout: 500 }));

describe('deferredWidget', () => {
  let host: HTMLElement;
  let root: Root;
  let app: HTMLElement | undefined;

  beforeEach(() => {
    loads = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });

  afterEach(() => {
    root.unmount();
    host.remove();
    app?.remove();
    app = undefined;
  });

  it('in a console that is not ready yet, keeps the placeholder through idle time and loads once it is ready', async () => {
    app = document.createElement('console-app');
    document.body.append(app);
    const Deferred = deferred();
    root.render(<Deferred />);
    await waitUntil(() => host.querySelector('#placeholder'), 'the placeholder renders');
    for (let round = 0; round < 3; round += 1) await idle();
    expect(loads).to.equal(0);
    expect(host.querySelector('#widget')).to.equal(null);

    app.dispatchEvent(new Event('console-ready', { bubbles: true, composed: true }));
    await waitUntil(() => host.querySelector('#widget'), 'the widget loads once the console is ready');
    expect(loads).to.equal(1);
  });

  it('on a page without the console, loads when the browser is idle', async () => {
    const Deferred = deferred();
    root.render(<Deferred />);
    await waitUntil(() => host.querySelector('#widget'), 'the widget loads in idle time');
    expect(loads).to.equal(1);
  });
});
