// The bench's table: median and range of each figure per target, each target's ready ÷ the static page's, and the
// budgets of DESIGN.md checked against the same run.
import type { LoadFigures } from './cold-load.ts';
import type { InteractionFigures } from './interactions.ts';
import type { SoakFigures } from './soak.ts';

/** Median and range of a series. */
export interface Stats {
  median: number;
  min: number;
  max: number;
}

export function summarise(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

const COLUMNS: { key: keyof LoadFigures; label: string; digits: number }[] = [
  { key: 'readyMs', label: 'ready ms', digits: 0 },
  { key: 'fcpMs', label: 'FCP ms', digits: 0 },
  { key: 'lcpMs', label: 'LCP ms', digits: 0 },
  { key: 'cls', label: 'CLS', digits: 3 },
  { key: 'longTaskMs', label: 'long tasks ms', digits: 0 },
  { key: 'jsBeforeHeaderKb', label: 'JS@paint KB', digits: 1 },
  { key: 'jsAtReadyKb', label: 'JS@ready KB', digits: 1 },
];

/** Everything one bench run measured. */
export interface BenchResults {
  date: string;
  machine: string;
  runs: number;
  loads: Record<string, LoadFigures[]>;
  interactions?: InteractionFigures;
  soak?: SoakFigures;
}

/** One budget check: what, the measured value, the limit, and whether it held. */
export interface BudgetCheck {
  budget: string;
  measured: string;
  held: boolean;
}

const median = (loads: Record<string, LoadFigures[]>, target: string, key: keyof LoadFigures) =>
  loads[target] ? summarise(loads[target].map(load => load[key])).median : NaN;

/** The budgets of DESIGN.md and the issue, checked against medians of this run. */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const { loads } = results;
  const staticReady = median(loads, 'static', 'readyMs');
  const ratio = (target: string, key: keyof LoadFigures = 'readyMs') => median(loads, target, key) / staticReady;
  const checks: BudgetCheck[] = [];
  const add = (budget: string, measured: number, limit: number, unit = '') =>
    checks.push({
      budget,
      measured: `${measured.toFixed(unit === '×' ? 2 : unit === '' ? 3 : 1)}${unit}`,
      held: measured <= limit,
    });
  if (loads['console-plugin']) {
    add('plugin route ready ≤ 2.5× static', ratio('console-plugin'), 2.5, '×');
    for (const peer of ['luigi', 'cloudscape']) {
      if (!loads[peer]) continue;
      const plugin = median(loads, 'console-plugin', 'readyMs');
      const other = median(loads, peer, 'readyMs');
      checks.push({
        budget: `plugin route ready faster than ${peer}`,
        measured: `${plugin.toFixed(0)} ms vs ${other.toFixed(0)} ms`,
        held: plugin < other,
      });
    }
    add('plugin route CLS = 0', median(loads, 'console-plugin', 'cls'), 0);
    add('plugin route JS at ready ≤ 105 KB', median(loads, 'console-plugin', 'jsAtReadyKb'), 105, ' KB');
    add('plugin route JS before header paint ≤ 35 KB', median(loads, 'console-plugin', 'jsBeforeHeaderKb'), 35, ' KB');
  }
  if (loads['console-home']) {
    add('Home ready ≤ 3× static', ratio('console-home'), 3, '×');
    add(
      'Home LCP ≤ 3× static LCP',
      ratio('console-home', 'lcpMs') * (staticReady / median(loads, 'static', 'lcpMs')),
      3,
      '×'
    );
    add('Home CLS = 0', median(loads, 'console-home', 'cls'), 0);
    add('Home JS at ready ≤ 150 KB', median(loads, 'console-home', 'jsAtReadyKb'), 150, ' KB');
    add('Home JS before header paint ≤ 35 KB', median(loads, 'console-home', 'jsBeforeHeaderKb'), 35, ' KB');
  }
  for (const [label, durations] of Object.entries(results.interactions ?? {})) {
    add(`${label}: to next paint ≤ 50 ms (slowest of ${durations.length})`, Math.max(...durations), 50, ' ms');
  }
  if (results.soak) {
    add(`JS heap growth over ${results.soak.switches} switches ≤ 2 MB`, results.soak.heapGrowthMb, 2, ' MB');
    add('plugin switch: click → iframe request ≤ 50 ms (median)', summarise(results.soak.switchMs).median, 50, ' ms');
    for (const [tag, count] of Object.entries(results.soak.detachedIslands)) {
      checks.push({
        budget: `${tag} elements left detached after ${results.soak.roundTrips} Home ↔ plugin round trips = 0`,
        measured: String(count),
        held: count === 0,
      });
    }
  }
  return checks;
}

/** The printed report: one row per target, ratios to the static page, then the budgets. */
export function formatReport(results: BenchResults, descriptions: Record<string, string>): string {
  const lines: string[] = [];
  const staticReady = median(results.loads, 'static', 'readyMs');
  lines.push(
    `${results.runs} cold runs per target, interleaved, 4x CPU throttling, production builds with gzip (${results.date}, ${results.machine})`,
    '',
    `${'target'.padEnd(16)}${COLUMNS.map(column => column.label.padStart(22)).join('')}${'ready ÷ static'.padStart(16)}`
  );
  for (const [target, loads] of Object.entries(results.loads)) {
    const cells = COLUMNS.map(({ key, digits }) => {
      const stats = summarise(loads.map(load => load[key]));
      return `${stats.median.toFixed(digits)} (${stats.min.toFixed(digits)}–${stats.max.toFixed(digits)})`.padStart(22);
    });
    const ratio = (median(results.loads, target, 'readyMs') / staticReady).toFixed(2);
    lines.push(`${target.padEnd(16)}${cells.join('')}${`${ratio}×`.padStart(16)}`);
  }
  lines.push('', 'medians (range); ready and paints in ms from navigation start; JS in KB gzip of the top document');
  for (const [target, description] of Object.entries(descriptions)) {
    if (results.loads[target]) lines.push(`  ${target}: ${description}`);
  }
  if (results.interactions) {
    lines.push('', 'interactions on a ready Home, to the next paint (Event Timing; 16 = under 16 ms):');
    for (const [label, durations] of Object.entries(results.interactions)) {
      lines.push(`  ${label.padEnd(30)} ${durations.map(duration => duration.toFixed(0)).join(', ')} ms`);
    }
  }
  if (results.soak) {
    const switching = summarise(results.soak.switchMs);
    lines.push(
      '',
      `soak: plugin switch click → iframe request median ${switching.median.toFixed(1)} ms (range ${switching.min.toFixed(1)}–${switching.max.toFixed(1)})`,
      `      JS heap growth over ${results.soak.switches} switches ${results.soak.heapGrowthMb.toFixed(2)} MB`,
      `      detached after ${results.soak.roundTrips} Home ↔ plugin round trips: ${JSON.stringify(results.soak.detachedIslands)}`
    );
  }
  const checks = checkBudgets(results);
  if (checks.length > 0) {
    lines.push('', 'budgets (same run):');
    for (const check of checks) lines.push(`  ${check.held ? 'ok  ' : 'OVER'} ${check.budget}: ${check.measured}`);
  }
  return lines.join('\n');
}
