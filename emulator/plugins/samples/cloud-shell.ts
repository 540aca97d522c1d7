// Sample Cloud Shell plugin: a terminal in the console's bottom dock. It echoes each command into a labelled log
// region, answers a few commands itself and lists the tenancy's buckets through the SDK's signed fetch (the console
// signs; the page never holds a credential). The markup is rendered by emulator/plugins/pages.ts.
//
// A URL launch (spec 2 §2) reaches the page through its console path's query: `cssource` and, with the console's
// external-links flag, the clone-and-launch parameters. The page checks them again: it trusts nothing it is given.

import { ConsolePluginError, connectToConsole, type ConsoleConnection } from '../../../src/plugin-sdk/index.ts';
import { h, interpolate, languageOf, listAll, loadStrings, text, type Row, type Values } from './page-kit.ts';

const PLUGIN = 'cloudshell';
const HISTORY_LIMIT = 100;
const MAX_COMMAND_LENGTH = 1000;

function byId<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The page has no #${id}.`);
  return element as T;
}

const output = byId<HTMLDivElement>('terminal-output');
const form = byId<HTMLFormElement>('terminal-form');
const input = byId<HTMLInputElement>('terminal-input');
const label = byId<HTMLLabelElement>('terminal-label');
const hint = byId<HTMLParagraphElement>('terminal-hint');
const contextLine = byId<HTMLParagraphElement>('terminal-context');
const title = byId<HTMLHeadingElement>('page-title');

let english: Readonly<Record<string, string>> = {};
let strings: Readonly<Record<string, string>> = {};
const t = (key: string, values?: Values): string => interpolate(strings[key] ?? english[key] ?? key, values);

type LineKind = 'command' | 'output' | 'error' | 'muted' | 'table';

/** Appends one line to the log (announced by its live region) and keeps the newest line in view. */
function print(line: string, kind: LineKind = 'output'): void {
  output.append(h('p', { class: `line line-${kind}` }, line));
  output.scrollTop = output.scrollHeight;
}

/** Columns padded to their widest cell, as a shell prints a table. */
function printTable(header: string[], body: string[][]): void {
  const widths = header.map((cell, index) => Math.max(cell.length, ...body.map(row => row[index]?.length ?? 0)));
  const format = (row: string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  print(format(header), 'table');
  for (const row of body) print(format(row), 'table');
}

function describe(error: unknown): string {
  if (error instanceof ConsolePluginError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** The launch facts of the console path's query, checked again here. */
function launchFacts(): URLSearchParams {
  const consolePath = new URL(window.location.href).searchParams.get('consolePath') ?? '';
  try {
    return new URL(consolePath, 'https://console.invalid').searchParams;
  } catch {
    return new URLSearchParams();
  }
}

/** What the terminal prints for a URL launch: its source and (with the external-links flag) the clone. */
function greetLaunch(): void {
  const facts = launchFacts();
  const source = facts.get('cssource');
  if (source && /^[A-Za-z0-9_.-]{1,64}$/.test(source)) print(t('launchSource', { source }), 'muted');
  const repo = facts.get('cs_repo_url');
  let url: URL | undefined;
  try {
    url = repo ? new URL(repo) : undefined;
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:') return;
  const directory =
    url.pathname
      .split('/')
      .filter(Boolean)
      .pop()
      ?.replace(/\.git$/, '') || 'repository';
  print(t('clone.start', { repo: url.href, directory }));
  const branch = facts.get('cs_branch');
  if (branch) print(t('clone.branch', { branch }));
  const script = facts.get('cs_initscript_path');
  if (script) print(t('clone.script', { path: script }));
  const readme = facts.get('cs_readme_path');
  if (readme) print(t('clone.readme', { path: readme }));
  if (facts.get('cs_open_ce') === 'true') print(t('clone.editor'));
  print(t('clone.note'), 'muted');
}

/** The tenancy's buckets in the active region: every active compartment's, the root's first. */
async function listBuckets(connection: ConsoleConnection): Promise<void> {
  const { tenancy, region } = connection.context;
  print(t('buckets.loading', { tenancy: tenancy.name, region }), 'muted');
  const answer = await connection.fetch({ service: 'objectstorage', path: '/n' });
  if (typeof answer.data !== 'string' || answer.data === '') throw new Error('GetNamespace did not answer a name.');
  const namespace = answer.data;
  const children = await listAll(connection, {
    service: 'identity',
    path: '/20160918/compartments',
    query: { compartmentId: tenancy.id, compartmentIdInSubtree: true, lifecycleState: 'ACTIVE', limit: 1000 },
  });
  const compartments = [
    { id: tenancy.id, name: tenancy.name },
    ...children.map(row => ({ id: text(row, 'id'), name: text(row, 'name') })).filter(row => row.id !== ''),
  ];
  const lists = await Promise.all(
    compartments.map(compartment =>
      listAll(connection, {
        service: 'objectstorage',
        path: `/n/${encodeURIComponent(namespace)}/b`,
        query: { compartmentId: compartment.id },
      }).then(buckets => buckets.map((bucket): [Row, string] => [bucket, compartment.name]))
    )
  );
  const buckets = lists.flat().sort(([a], [b]) => text(a, 'name').localeCompare(text(b, 'name')));
  if (buckets.length === 0) {
    print(t('buckets.none', { region }));
    return;
  }
  printTable(
    [t('column.name'), t('column.compartment'), t('column.created')],
    buckets.map(([bucket, compartment]) => [
      text(bucket, 'name'),
      compartment,
      text(bucket, 'timeCreated').slice(0, 10) || '—',
    ])
  );
  const count = buckets.length;
  print(t(count === 1 ? 'buckets.count.one' : 'buckets.count.other', { count, namespace, region }), 'muted');
}

function help(): void {
  print(t('help.title'));
  for (const key of ['help', 'echo', 'buckets', 'whoami', 'region', 'clear', 'exit']) print(t(`help.${key}`), 'table');
}

/** Runs one command line; resolves when its output is printed. */
async function run(connection: ConsoleConnection, line: string): Promise<void> {
  const [command = ''] = line.trim().split(/\s+/);
  const argument = line.trim().slice(command.length).trim();
  switch (command.toLowerCase()) {
    case '':
      return;
    case 'help':
      return help();
    case 'echo':
      return print(argument);
    case 'whoami':
      return print(t('whoami', { user: connection.context.user.name, tenancy: connection.context.tenancy.name }));
    case 'region':
      return print(connection.context.region);
    case 'clear':
      output.replaceChildren();
      return;
    case 'buckets':
      return listBuckets(connection);
    case 'exit':
      await connection.closeContainer();
      return;
    default:
      print(t('notFound', { command: command.slice(0, 80) }), 'error');
  }
}

function applyTexts(connection: ConsoleConnection): void {
  const { theme, direction, locale, user, region } = connection.context;
  const root = document.documentElement;
  root.dataset['theme'] = theme;
  root.dir = direction;
  root.lang = locale;
  title.textContent = t('title');
  document.title = t('title');
  output.setAttribute('aria-label', t('output'));
  label.textContent = t('command');
  hint.textContent = t('hint');
  const name = user.name.split('/').pop() ?? user.name;
  contextLine.textContent = t('context', { user: name, region });
  byId('terminal-prompt').textContent = `${name}@cloudshell:~$`;
}

async function start(): Promise<void> {
  const englishLoaded = loadStrings(PLUGIN, 'en');
  let connection: ConsoleConnection;
  try {
    connection = await connectToConsole({ plugin: PLUGIN });
  } catch (error) {
    english = await englishLoaded;
    output.replaceChildren();
    print(t('common.notConnected'), 'error');
    print(describe(error), 'error');
    return;
  }
  english = await englishLoaded;
  let language = languageOf(connection.context.locale);
  strings = await loadStrings(PLUGIN, language);
  applyTexts(connection);
  output.replaceChildren();
  print(t('welcome', { user: connection.context.user.name }));
  greetLaunch();
  print(t('intro'), 'muted');

  connection.onContext(context => {
    const next = languageOf(context.locale);
    if (next === language) {
      applyTexts(connection);
      return;
    }
    language = next;
    void loadStrings(PLUGIN, next).then(loaded => {
      if (language !== next) return;
      strings = loaded;
      applyTexts(connection);
    });
  });

  const history: string[] = [];
  let recalled = 0;
  let running = false;
  input.disabled = false;
  input.maxLength = MAX_COMMAND_LENGTH;

  form.addEventListener('submit', event => {
    event.preventDefault();
    if (running) return;
    const line = input.value;
    input.value = '';
    print(`$ ${line}`, 'command');
    if (line.trim() !== '') {
      history.push(line);
      if (history.length > HISTORY_LIMIT) history.shift();
    }
    recalled = history.length;
    // One command at a time, as a shell runs them: the input stays focused but takes nothing until the answer.
    running = true;
    input.readOnly = true;
    output.setAttribute('aria-busy', 'true');
    void run(connection, line)
      .catch(error => print(t('failed', { detail: describe(error) }), 'error'))
      .finally(() => {
        running = false;
        input.readOnly = false;
        output.removeAttribute('aria-busy');
      });
  });

  input.addEventListener('keydown', event => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    recalled = Math.min(history.length, Math.max(0, recalled + (event.key === 'ArrowUp' ? -1 : 1)));
    input.value = history[recalled] ?? '';
  });
}

void start();
