// Runs in every frame the bench opens, before the frame's own scripts (Playwright's addInitScript). Plain JavaScript
// on purpose: it is injected as it is, untranspiled. It records what the bench reads after a load (largest
// contentful paint, layout shifts, long tasks, slow interactions) and reports User Timing marks to the bench as they
// happen, so the bench waits for readiness without polling the page (polling would cost the throttled page CPU).
(() => {
  const probe = { lcp: 0, cls: 0, longTaskMs: 0, longTasks: 0, events: [] };
  Object.defineProperty(window, '__benchProbe', { value: probe });
  // tsx keeps function names with a `__name` helper; functions the bench evaluates here would otherwise fail.
  Object.defineProperty(window, '__name', { value: target => target });

  const observe = (options, handle) => {
    try {
      new PerformanceObserver(list => list.getEntries().forEach(handle)).observe({ buffered: true, ...options });
    } catch {
      // An entry type this browser does not know: that figure stays 0.
    }
  };
  observe({ type: 'largest-contentful-paint' }, entry => {
    probe.lcp = entry.startTime;
  });
  observe({ type: 'layout-shift' }, entry => {
    if (!entry.hadRecentInput) probe.cls += entry.value;
  });
  observe({ type: 'longtask' }, entry => {
    probe.longTaskMs += entry.duration;
    probe.longTasks += 1;
  });
  // Event Timing: an interaction's duration runs from the input to the next paint after its handlers (INP's unit).
  observe({ type: 'event', durationThreshold: 16 }, entry => {
    if (entry.interactionId) {
      probe.events.push({
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        id: entry.interactionId,
      });
    }
  });
  observe({ type: 'mark' }, entry => {
    const report = window.__benchMark;
    if (typeof report === 'function') report({ name: entry.name, at: performance.timeOrigin + entry.startTime });
  });
})();
