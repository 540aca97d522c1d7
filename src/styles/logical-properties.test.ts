import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Right-to-left works because the chrome's CSS uses logical properties only (CONVENTIONS.md, Names; issue 6 point 5):
// `margin-inline-start`, `inset-inline-end`, `border-start-start-radius`, `text-align: start`. This lint finds the
// physical ones in every stylesheet of the console and names file and line. Chosen over stylelint (issue 19 point 4):
// the console's CSS lives in .css files and in Lit's css`` blocks, which one small scan reads alike, with no plugin
// to keep in step. A line may keep a physical property only with a `/* physical: why */` comment on it, for a side
// that really is physical (a library's arrow placed on the screen's left, say).

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

/** The comment that lets a line keep a physical property (it must say why). */
const PHYSICAL_ON_PURPOSE = /\/\*\s*physical:\s*\S[^*]*\*\//;

/**
 * Physical properties kept on purpose in files written for a library's markup, where a comment cannot go on the line.
 * driver.js (the guided tour) names its popover arrow by the screen side it sits on (`arrow-side-left`), computed
 * from positions, so colouring that side is right in either direction.
 */
const KEPT_ON_PURPOSE: readonly { file: string; text: RegExp }[] = [
  { file: 'src/guided-tour/guided-tour.css', text: /^border-(?:left|right)-color:/ },
];

/** The physical properties in a stylesheet's text, by line (comments blanked, so lines keep their numbers). */
function findPhysicalProperties(source: string, file = ''): Finding[] {
  const lines = source.split('\n');
  const code = source.replace(/\/\*[\s\S]*?\*\//g, comment => comment.replace(/[^\n]/g, ' '));
  const findings: Finding[] = [];
  code.split('\n').forEach((text, index) => {
    if (PHYSICAL_ON_PURPOSE.test(lines[index] ?? '')) return;
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

/** Motion along the x axis: a literal `translateX(…)` or a horizontal `background-position` offset (a shimmer). */
const HORIZONTAL_MOTION = /translateX\(\s*-?\d|background-position\s*:\s*(?:-?\d+(?:\.\d+)?%|left|right)/i;

/** A right-to-left rule (`:dir(rtl)`, `:host(:dir(rtl))`, `[dir=rtl]`) that runs an animation the other way. */
const RTL_REVERSE = /(?::dir\(rtl\)|\[dir=["']?rtl["']?\])[^{}]*\{[^}]*animation-direction\s*:\s*reverse/;

/**
 * A stylesheet that moves something along the x axis (a progress bar, a skeleton's shimmer) runs it the other way in
 * right-to-left, so the motion follows the reading direction: it needs a right-to-left rule reversing it. Returns the first
 * such line of a stylesheet without one, or undefined.
 */
function unmirroredMotion(source: string, file = ''): Finding | undefined {
  if (RTL_REVERSE.test(source)) return undefined;
  const lines = source.split('\n');
  const index = lines.findIndex(text => HORIZONTAL_MOTION.test(text) && !PHYSICAL_ON_PURPOSE.test(text));
  if (index < 0) return undefined;
  return {
    file,
    line: index + 1,
    text: (lines[index] ?? '').trim(),
    instead: 'a :dir(rtl) rule that reverses it (animation-direction: reverse)',
  };
}

/**
 * Every stylesheet of the console: element styles (and css`` blocks in other element modules), island CSS, the CSS
 * under src/ and the page.
 */
function stylesheets(): string[] {
  const isTest = (path: string) => /\.test\.tsx?$/.test(path);
  return [
    ...filesBelow('elements', path => path.endsWith('.styles.ts')),
    ...filesBelow(
      'elements',
      path =>
        path.endsWith('.ts') &&
        !path.endsWith('.styles.ts') &&
        !isTest(path) &&
        readFileSync(join(ROOT, path), 'utf8').includes('css`')
    ),
    ...filesBelow('islands', path => path.endsWith('.css')),
    ...filesBelow('src', path => path.endsWith('.css')),
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

  it('lets a line keep a physical property only when a comment on it says why', () => {
    expect(findPhysicalProperties('border-left-color: red; /* physical: the arrow is on the left */')).toEqual([]);
    expect(findPhysicalProperties('border-left-color: red; /* physical: */')).toHaveLength(1);
    expect(findPhysicalProperties('/* physical: the arrow */\nborder-left-color: red;')).toHaveLength(1);
  });

  it('asks a stylesheet with horizontal motion for a right-to-left rule', () => {
    const shimmer = '.s { animation: s 1s; }\n@keyframes s {\n  from {\n    background-position: 100% 0;\n  }\n}';
    expect(unmirroredMotion(shimmer, 'x.css')).toMatchObject({ file: 'x.css', line: 4 });
    expect(unmirroredMotion(`${shimmer}\n.s:dir(rtl) {\n  animation-direction: reverse;\n}`)).toBeUndefined();
    expect(unmirroredMotion(`${shimmer}\n:host(:dir(rtl)) .s { animation-direction: reverse; }`)).toBeUndefined();
    // A right-to-left rule about something else does not mirror the motion.
    expect(unmirroredMotion(`${shimmer}\n.icon:dir(rtl) { scale: -1 1; }`)).toMatchObject({ line: 4 });
    expect(unmirroredMotion(':host { transform: translateX(-100%); }')).toMatchObject({ line: 1 });
    expect(unmirroredMotion(':host { transform: translateX(var(--_from)); }')).toBeUndefined();
    expect(unmirroredMotion(':host { background-position: center; }')).toBeUndefined();
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
    expect(files).toContain('elements/console-banners/console-banners.component.ts');
    expect(files.some(file => file.startsWith('islands/'))).toBe(true);
  });

  it('uses no physical property anywhere, so the layout mirrors right to left', () => {
    const findings = stylesheets()
      .flatMap(file => findPhysicalProperties(readFileSync(join(ROOT, file), 'utf8'), file))
      .filter(finding => !KEPT_ON_PURPOSE.some(kept => kept.file === finding.file && kept.text.test(finding.text)));
    expect(findings.map(({ file, line, text, instead }) => `${file}:${line}: ${text} (use ${instead})`)).toEqual([]);
  });

  it('mirrors every horizontal motion, so it runs with the reading direction', () => {
    const findings = stylesheets().flatMap(
      file => unmirroredMotion(readFileSync(join(ROOT, file), 'utf8'), file) ?? []
    );
    expect(findings.map(({ file, line, text, instead }) => `${file}:${line}: ${text} (add ${instead})`)).toEqual([]);
  });
});
