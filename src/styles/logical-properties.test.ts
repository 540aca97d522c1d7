import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Right-to-left works because the chrome's CSS uses logical properties only (CONVENTIONS.md, Names; issue 6 point 5):
// `margin-inline-start`, `inset-inline-end`, `border-start-start-radius`, `text-align: start`. This lint finds the
// physical ones in every stylesheet of the console and names file and line.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Physical properties and values, each with the logical form to use instead. */
const RULES: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /(?<![\w-])(?:left|right)\s*:/i, instead: 'inset-inline-start / inset-inline-end' },
  {
    pattern: /(?<![\w-])(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)\s*:/i,
    instead: '…-inline-start / …-inline-end',
  },
  { pattern: /(?<![\w-])border-(?:left|right)(?:-(?:width|style|color))?\s*:/i, instead: 'border-inline-start/end' },
  {
    pattern: /(?<![\w-])border-(?:top|bottom)-(?:left|right)-radius\s*:/i,
    instead: 'border-start-start-radius and the like',
  },
  { pattern: /(?<![\w-])text-align\s*:\s*(?:left|right)\b/i, instead: 'text-align: start / end' },
  { pattern: /(?<![\w-])(?:float|clear)\s*:\s*(?:left|right)\b/i, instead: 'float: inline-start / inline-end' },
];

/** One physical property found. */
interface Finding {
  file: string;
  line: number;
  text: string;
  instead: string;
}

/** The physical properties in a stylesheet's text, by line (comments blanked, so lines keep their numbers). */
function findPhysicalProperties(source: string, file = ''): Finding[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, comment => comment.replace(/[^\n]/g, ' '));
  const findings: Finding[] = [];
  code.split('\n').forEach((text, index) => {
    for (const { pattern, instead } of RULES) {
      if (pattern.test(text)) findings.push({ file, line: index + 1, text: text.trim(), instead });
    }
  });
  return findings;
}

/** Files below a folder whose path passes the test, skipping dependencies and build output. */
function filesBelow(folder: string, accept: (path: string) => boolean): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter(path => !path.includes('node_modules') && accept(path))
    .sort();
}

/** Every stylesheet of the console: element styles, island CSS, the global CSS and the page. */
function stylesheets(): string[] {
  return [
    ...filesBelow('elements', path => path.endsWith('.styles.ts')),
    ...filesBelow('islands', path => path.endsWith('.css')),
    ...filesBelow('src/styles', path => path.endsWith('.css')),
    'index.html',
  ];
}

describe('logical properties', () => {
  it('finds each physical form and passes the logical ones', () => {
    const physical = [
      'left: 0;',
      '  right: 4px;',
      'margin-left: 1rem;',
      'padding-right: 2px;',
      'scroll-margin-left: 0;',
      'border-left: 1px solid;',
      'border-right-color: red;',
      'border-top-left-radius: 4px;',
      'border-bottom-right-radius: 4px;',
      'text-align: left;',
      'text-align: right;',
      'float: left;',
      'clear: right;',
    ];
    expect(physical.filter(line => findPhysicalProperties(line).length !== 1)).toEqual([]);

    const logical = [
      'inset-inline-start: 0;',
      'margin-inline-end: 1rem;',
      'padding-inline: 2px;',
      'border-inline-start: 1px solid;',
      'border-start-end-radius: 4px;',
      'text-align: start;',
      'float: inline-start;',
      '--left: 0;',
      'transition: left 1s;',
      '/* left: 0; */',
      'justify-content: flex-end;',
    ];
    expect(logical.flatMap(line => findPhysicalProperties(line))).toEqual([]);
  });

  it('reports file and line', () => {
    expect(findPhysicalProperties('a {\n  /* note\n */\n  margin-left: 0;\n}', 'x.css')).toEqual([
      { file: 'x.css', line: 4, text: 'margin-left: 0;', instead: '…-inline-start / …-inline-end' },
    ]);
  });

  it('reads the stylesheets of elements, islands, global CSS and the page', () => {
    const files = stylesheets();
    expect(files).toContain('elements/console-shell/console-shell.styles.ts');
    expect(files).toContain('src/styles/tokens.css');
    expect(files).toContain('index.html');
    expect(files.some(file => file.startsWith('islands/'))).toBe(true);
  });

  it('uses no physical property anywhere, so the layout mirrors right to left', () => {
    const findings = stylesheets().flatMap(file =>
      findPhysicalProperties(readFileSync(join(ROOT, file), 'utf8'), file)
    );
    expect(findings.map(({ file, line, text, instead }) => `${file}:${line}: ${text} (use ${instead})`)).toEqual([]);
  });
});
