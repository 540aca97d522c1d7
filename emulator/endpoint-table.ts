// npm run docs:endpoints — the table of every local-cloud endpoint (docs/local-cloud-endpoints.md), assembled from
// the endpoint tables in each service module's README. emulator/endpoint-table.test.ts fails when an operation the
// cloud serves is missing from them or when the document is out of date.
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const SERVICES_DIR = fileURLToPath(new URL('./cloud/services/', import.meta.url));
/** Where the assembled table is written. */
export const ENDPOINT_DOC = fileURLToPath(new URL('../docs/local-cloud-endpoints.md', import.meta.url));

/** One endpoint as a module's README lists it. */
export interface EndpointRow {
  module: string;
  method: string;
  path: string;
  version: string;
  operation: string;
  source: string;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map(cell => cell.trim());
}

/** The rows of every endpoint table (a table whose header has `method`, `path` and `operation` columns). */
export function readEndpointRows(servicesDir: string = SERVICES_DIR): EndpointRow[] {
  const rows: EndpointRow[] = [];
  for (const module of readdirSync(servicesDir).sort()) {
    const readme = join(servicesDir, module, 'README.md');
    if (!existsSync(readme)) continue;
    const lines = readFileSync(readme, 'utf8').split('\n');
    for (let index = 0; index < lines.length; index += 1) {
      const header = cells(lines[index] ?? '').map(cell => cell.toLowerCase());
      const method = header.indexOf('method');
      const operation = header.indexOf('operation');
      const path = header.findIndex(cell => cell.startsWith('path'));
      if (method < 0 || operation < 0 || path < 0) continue;
      const version = header.indexOf('version');
      const source = header.findIndex(cell => cell.startsWith('source'));
      const pathNote = (lines[index] ?? '').match(/under `([^`]+)`/)?.[1] ?? '';
      for (index += 2; (lines[index] ?? '').trim().startsWith('|'); index += 1) {
        const row = cells(lines[index] ?? '');
        const rowPath = row[path] ?? '';
        rows.push({
          module,
          method: row[method] ?? '',
          path: pathNote ? `\`${pathNote}\` + ${rowPath}` : rowPath,
          version: version >= 0 ? (row[version] ?? '') : (pathNote.match(/\/(\d{8}|v\d)\b/)?.[1] ?? ''),
          operation: row[operation] ?? '',
          source: source >= 0 ? (row[source] ?? '') : '',
        });
      }
    }
  }
  return rows;
}

/** The Markdown document of every endpoint, formatted as Prettier would (the repository checks it). */
export async function endpointDocument(rows: readonly EndpointRow[] = readEndpointRows()): Promise<string> {
  const lines = [
    '# Local cloud endpoints',
    '',
    'Every endpoint the local cloud serves, assembled by `npm run docs:endpoints` from the tables in',
    '`emulator/cloud/services/<module>/README.md` (edit those, then regenerate). `GET /_emulator/operations` lists',
    'the same operations from the running cloud. Paths are relative to the cloud origin (http://127.0.0.1:7070).',
    '',
    '| module | method | path | version | operation | source |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      row => `| ${row.module} | ${row.method} | ${row.path} | ${row.version} | ${row.operation} | ${row.source} |`
    ),
    '',
  ];
  const options = (await resolveConfig(ENDPOINT_DOC)) ?? {};
  return format(lines.join('\n'), { ...options, parser: 'markdown' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(ENDPOINT_DOC, await endpointDocument());
  console.log(`wrote ${ENDPOINT_DOC}`);
}
