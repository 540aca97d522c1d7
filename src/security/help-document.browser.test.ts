import { expect } from '@open-wc/testing';
import { handleHelpTabsClick, handleHelpTabsKeyDown, helpDocument, helpLinkTarget } from './help-document.ts';

const OPTIONS = {
  pageUrl: 'https://cloud.test/help/docs/compute-instances.html',
  canonicalDocsRoot: 'https://docs.oracle.com/iaas',
  docsRoot: 'https://docs.realm.test/iaas',
  idPrefix: 'h1',
  labels: {
    newWindow: '(opens in a new window)',
    table: 'Table',
    tabs: 'Tabs',
    alerts: { info: 'Note', warning: 'Warning', danger: 'Caution', success: 'Tip' },
  },
};

function render(markup: string): HTMLElement {
  const holder = document.createElement('div');
  holder.append(helpDocument(markup, OPTIONS).content);
  document.body.append(holder);
  return holder;
}

/** Every way a page could still run script once in the DOM. */
function assertInert(holder: HTMLElement): void {
  const elements = [...holder.querySelectorAll('*')];
  expect(
    holder.querySelectorAll('script, iframe, object, embed, form, style, link, meta, base, svg, math, template')
  ).to.have.length(0);
  for (const element of elements) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.localName}[${attribute.name}]`).not.to.match(/^on/i);
      expect(attribute.name).not.to.be.oneOf(['style', 'srcdoc', 'formaction', 'xlink:href', 'action']);
      expect(attribute.value.replace(/\s/g, ''), `${element.localName}[${attribute.name}]`).not.to.match(
        /^(?:javascript|vbscript|data):/i
      );
    }
  }
  for (const link of holder.querySelectorAll('a')) expect(link.href).to.match(/^(?:https?|mailto):/);
}

describe('helpDocument: hostile pages render inert', () => {
  const hostile: [string, string][] = [
    ['a script', '<p>Hi</p><script>window.pwned = 1</script>'],
    ['an inline handler', '<p onclick="window.pwned = 1">click</p><img src=x onerror="window.pwned = 1">'],
    ['a javascript: link', '<a href="javascript:window.pwned=1">go</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:window.pwned=1">go</a>'],
    ['a javascript: link with a tab inside', '<a href="java&#x09;script:window.pwned=1">go</a>'],
    ['a javascript: link with leading spaces', '<a href="  javascript:window.pwned=1">go</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">go</a>'],
    ['a data: link', '<a href="data:text/html,<script>window.pwned=1</script>">go</a>'],
    ['a frame with srcdoc', '<iframe srcdoc="<script>parent.pwned=1</script>"></iframe>'],
    ['a form posting to javascript:', '<form action="javascript:window.pwned=1"><button>go</button></form>'],
    ['svg with script', '<svg><script>window.pwned=1</script><a xlink:href="javascript:1">x</a></svg>'],
    ['mXSS through math and style', '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned=1">'],
    ['a noscript break-out', '<noscript><p title="</noscript><img src=x onerror=window.pwned=1>"></noscript>'],
    ['details with ontoggle', '<details open ontoggle="window.pwned=1"><summary>x</summary>y</details>'],
    ['a style attribute with a url', '<div style="background:url(javascript:window.pwned=1)">x</div>'],
    ['object and embed', '<object data="javascript:1"></object><embed src="javascript:1">'],
    ['a base element', '<base href="javascript:/"><a href="x.html">x</a>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.pwned=1">'],
    ['a template with script', '<template><script>window.pwned=1</script></template>'],
    [
      'a tab title with markup',
      '<div class="tabs"><div class="tab" data-title="<img src=x onerror=window.pwned=1>">x</div></div>',
    ],
    [
      'an id clobbering the document',
      '<a id="cookie" name="cookie" href="https://x.test">x</a><form id="getElementById"></form>',
    ],
  ];

  for (const [name, markup] of hostile) {
    it(`removes ${name}`, async () => {
      const holder = render(markup);
      // Give anything that managed to get in a chance to run.
      await new Promise(resolve => setTimeout(resolve, 20));
      expect((window as { pwned?: number }).pwned).to.equal(undefined);
      assertInert(holder);
      expect(holder.querySelector('[id="cookie"], [name]')).to.equal(null);
      holder.remove();
    });
  }
});

describe('helpDocument: structure', () => {
  const PAGE = `<!doctype html><html><head><title>T</title></head><body><main>
    <h1>Creating an instance</h1><h2 class="x" role="banner">Shapes</h2><h6>Deep</h6>
    <table><caption>Shapes</caption><tr><th>Shape</th></tr><tr><td>E4</td></tr></table><table><tr><td>1</td></tr></table>
    <div class="alert alert-warning" role="alert"><p>Careful</p></div><div class="alert"><p>Plain</p></div>
    <div class="accordion"><h3 class="accordion-title">More</h3><div class="accordion-content"><p>Hidden</p></div></div>
    <div class="tabs" data-title="Ways"><div class="tab" data-title="Console"><p>Click</p></div>
    <div class="tab" data-title="CLI"><p>Type</p></div><div class="tab" data-title="API"><p>Call</p></div></div>
    <a href="other.html">relative</a> <a href="https://docs.oracle.com/iaas/Content/a.htm">canonical</a>
    <a href="https://example.test/x">external</a> <a href="#shapes">fragment</a> <a href="mailto:a@b.test">mail</a>
  </main></body></html>`;

  it('shifts headings one level, down to h6, and answers the title', () => {
    const document = helpDocument(PAGE, OPTIONS);
    expect(document.title).to.equal('Creating an instance');
    const holder = document.content;
    expect(
      [...holder.querySelectorAll('h2, h3, h4, h5, h6')].map(h => `${h.localName}:${h.textContent}`)
    ).to.include.members(['h2:Creating an instance', 'h3:Shapes', 'h6:Deep']);
    expect(holder.querySelector('h1')).to.equal(null);
    expect(holder.querySelector('[class="x"], [role="banner"]')).to.equal(null);
  });

  it('wraps tables in named, focusable scroll regions', () => {
    const regions = [...render(PAGE).querySelectorAll('.help-table')];
    expect(regions.map(region => region.getAttribute('aria-label'))).to.deep.equal(['Shapes', 'Table']);
    expect(regions.every(region => region.getAttribute('tabindex') === '0' && region.querySelector('table'))).to.equal(
      true
    );
  });

  it('turns alerts into named notes, never live alerts', () => {
    const holder = render(PAGE);
    const alerts = [...holder.querySelectorAll('.help-alert')];
    expect(
      alerts.map(alert => [alert.className, alert.getAttribute('role'), alert.getAttribute('aria-label')])
    ).to.deep.equal([
      ['help-alert help-alert-warning', 'note', 'Warning'],
      ['help-alert help-alert-info', 'note', 'Note'],
    ]);
    expect(holder.querySelector('[role="alert"]')).to.equal(null);
    holder.remove();
  });

  it('turns accordions into details with their heading in the summary', () => {
    const holder = render(PAGE);
    const details = holder.querySelector('details.help-accordion');
    expect(details?.querySelector('summary h4')?.textContent).to.equal('More');
    expect(details?.hasAttribute('open')).to.equal(false);
    expect(details?.querySelector('.help-accordion-body')?.textContent).to.contain('Hidden');
    holder.remove();
  });

  it('builds tabs that switch by click and by arrow keys', () => {
    const holder = render(PAGE);
    holder.addEventListener('click', handleHelpTabsClick);
    holder.addEventListener('keydown', handleHelpTabsKeyDown);
    const list = holder.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).to.equal('Ways');
    const tabs = [...holder.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panels = [...holder.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    const shown = () => panels.filter(panel => !panel.hidden).map(panel => panel.textContent?.trim());
    expect(tabs.map(tab => tab.textContent)).to.deep.equal(['Console', 'CLI', 'API']);
    expect(shown()).to.deep.equal(['Click']);
    expect(panels[1]?.getAttribute('aria-labelledby')).to.equal(tabs[1]?.id);
    tabs[2]?.click();
    expect(shown()).to.deep.equal(['Call']);
    expect(tabs.map(tab => tab.getAttribute('aria-selected'))).to.deep.equal(['false', 'false', 'true']);
    tabs[2]?.focus();
    tabs[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(shown()).to.deep.equal(['Click']);
    expect(document.activeElement).to.equal(tabs[0]);
    tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(shown()).to.deep.equal(['Call']);
    expect(tabs.map(tab => tab.tabIndex)).to.deep.equal([-1, -1, 0]);
    holder.remove();
  });

  it('makes every link open in a new window, resolved and moved to the realm documentation root', () => {
    const holder = render(PAGE);
    const links = [...holder.querySelectorAll('a')];
    expect(links.map(link => link.getAttribute('href'))).to.deep.equal([
      'https://cloud.test/help/docs/other.html',
      'https://docs.realm.test/iaas/Content/a.htm',
      'https://example.test/x',
      'https://cloud.test/help/docs/compute-instances.html#shapes',
      'mailto:a@b.test',
    ]);
    for (const link of links) {
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      expect(link.hasAttribute('data-help-link')).to.equal(true);
      expect(link.textContent).to.contain('(opens in a new window)');
    }
    holder.remove();
  });
});

describe('helpLinkTarget', () => {
  it('refuses what cannot be followed and leaves other hosts alone', () => {
    expect(helpLinkTarget('javascript:alert(1)', OPTIONS)).to.equal(null);
    expect(helpLinkTarget('ftp://x.test/a', OPTIONS)).to.equal(null);
    expect(helpLinkTarget('https://docs.oracle.com/iaasx/a', OPTIONS)).to.equal('https://docs.oracle.com/iaasx/a');
    expect(helpLinkTarget('https://docs.oracle.com/iaas', OPTIONS)).to.equal('https://docs.realm.test/iaas');
  });
});
