import { expect, waitUntil } from '@open-wc/testing';
import { CONSOLE_READY_EVENT, CONSOLE_READY_MARK, whenReadyAndIdle } from './idle.ts';

// What the console defers (Home's widgets) waits for the console's ready and then idle time: the browser is idle while
// the console still waits for the header's data, and what loaded then counted against the first page.

const idleTwice = () =>
  new Promise<void>(resolve => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 500 })));

describe('whenReadyAndIdle', () => {
  it('in the console, waits for console-ready, then for idle time', async () => {
    const app = document.createElement('console-app');
    document.body.append(app);
    let ran = false;
    whenReadyAndIdle(() => (ran = true));
    await idleTwice();
    await new Promise(resolve => setTimeout(resolve, 100));
    expect(ran, 'ran before the console was ready').to.equal(false);

    app.dispatchEvent(new Event(CONSOLE_READY_EVENT, { bubbles: true, composed: true }));
    await waitUntil(() => ran, 'ran once the console was ready and idle');
    app.remove();
  });

  it('in a console that never gets ready, runs at the latest after the wait it is given', async () => {
    const app = document.createElement('console-app');
    document.body.append(app);
    let ran = false;
    whenReadyAndIdle(() => (ran = true), 2000);
    await idleTwice();
    expect(ran, 'ran before its wait was over').to.equal(false);
    await waitUntil(() => ran, 'never ran without the console ready');
    app.remove();
  });

  it('on a page without the console, runs in idle time', async () => {
    let ran = false;
    whenReadyAndIdle(() => (ran = true));
    await waitUntil(() => ran);
  });

  it('once the console is ready, runs in idle time without waiting for another event', async () => {
    const app = document.createElement('console-app');
    document.body.append(app);
    performance.mark(CONSOLE_READY_MARK);
    let ran = false;
    whenReadyAndIdle(() => (ran = true));
    await waitUntil(() => ran);
    app.remove();
  });
});
