// --trace <target>: one cold, throttled load of a target recorded with the DevTools timeline categories, written as a
// Chrome trace (open it in the Performance panel) and summarised: main-thread time until ready by activity and by
// script, which is where the bench's "where the time goes" comes from.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openBenchBrowser } from './browser.ts';
import type { Target } from './targets.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');

/** Records one load of `target` and answers the trace file's path; prints the main-thread summary. */
export async function writeTrace(target: Target, url: string, profile: string): Promise<string> {
  const browser = await openBenchBrowser(target.signedIn ? profile : undefined);
  const events: TraceEvent[] = [];
  try {
    const { page, cdp } = browser;
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    const marks =
      target.readiness.kind === 'marks' ? Promise.all(target.readiness.marks.map(name => browser.mark(name))) : null;
    await page.goto(url, { waitUntil: marks ? 'commit' : 'load' });
    await marks;
    await page.waitForTimeout(1500);
    const complete = new Promise(resolve => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
  } finally {
    await browser.close();
  }
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', `trace-${target.name}.json`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  console.log(summariseTrace(events));
  return file;
}

/** Main-thread time of the renderer, by activity and by script, from the first navigation to the last ready mark. */
function summariseTrace(events: TraceEvent[]): string {
  const mainThreads = new Set(
    events.filter(event => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(key)
  );
  const byActivity = new Map<string, number>();
  const byScript = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, dur: number) => map.set(name, (map.get(name) ?? 0) + dur);
  const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.compile', 'v8.compileModule']);
  const tasks = events.filter(
    event =>
      mainThreads.has(key(event)) &&
      event.ph === 'X' &&
      (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask')
  );
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const children = events.filter(
      event =>
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ph === 'X' &&
        event !== task &&
        event.ts >= task.ts &&
        event.ts + (event.dur ?? 0) <= end
    );
    // The outermost activities of the task, so nothing is counted twice.
    const outer = children.filter(
      child =>
        !children.some(
          parent =>
            parent !== child &&
            parent.ts <= child.ts &&
            parent.ts + (parent.dur ?? 0) >= child.ts + (child.dur ?? 0) &&
            parent.dur !== child.dur
        )
    );
    for (const child of outer) {
      add(byActivity, child.name, child.dur ?? 0);
      if (SCRIPT.has(child.name))
        add(byScript, (child.args?.data?.url ?? '(inline)').replace(/^.*\//, ''), child.dur ?? 0);
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, dur]) => `  ${(dur / 1000).toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  return `main-thread time by activity (4x throttled):\n${top(byActivity, 12)}\nby script:\n${top(byScript, 12)}`;
}

function key(event: TraceEvent): string {
  return `${event.pid}:${event.tid}`;
}
