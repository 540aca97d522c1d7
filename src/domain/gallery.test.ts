import { describe, expect, it } from 'vitest';
import {
  contentTypeBadge,
  flyoutTitle,
  galleryCapabilities,
  galleryFrameMessage,
  galleryFrameSandbox,
  galleryKeyTarget,
  isFromFrame,
  isTopicVisible,
  resolveTile,
  showsAlwaysFreeBadge,
  tileParam,
  tilePath,
  visibleGallery,
  type GalleryAccountFacts,
  type GalleryCategory,
  type GalleryContext,
  type GalleryTopic,
} from './gallery.ts';

/** A topic's rules and content; its preview's fields are filled in. */
type TopicParts = Omit<Partial<GalleryTopic>, 'preview'> & { preview?: Partial<GalleryTopic['preview']> };

function topic(id: string, extra: TopicParts = {}) {
  const { preview, ...rest } = extra;
  return {
    content: { src: `http://127.0.0.1:7070/gallery/v1/pages/${id}.html` },
    ...rest,
    preview: { id, title: `Title ${id}`, abstract: `About ${id}`, ...preview },
  } satisfies GalleryTopic;
}

function context(overrides: Partial<GalleryContext> = {}): GalleryContext {
  return {
    capabilities: new Set(['cloudShell', 'paidServices']),
    isFeatureEnabled: name => name === 'always-free',
    realm: 'oc1',
    ...overrides,
  };
}

const PAYG = { freeTierEnabled: false, freeTierOnly: false, promotionStatus: 'none' };
const TRIAL = { freeTierEnabled: true, freeTierOnly: false, promotionStatus: 'active' };
const ALWAYS_FREE = { freeTierEnabled: true, freeTierOnly: true, promotionStatus: 'none' };
const EXPIRED = { freeTierEnabled: true, freeTierOnly: true, promotionStatus: 'expired' };
const UPGRADED = { freeTierEnabled: true, freeTierOnly: false, promotionStatus: 'active', promotionUpgraded: true };
const SAAS = { ...PAYG, hasSaasSubscription: true };

describe('galleryCapabilities', () => {
  const consoleCapabilities = { cloudShell: true, codeEditor: false };
  it.each<[string, GalleryAccountFacts, string[]]>([
    ['pay as you go', { accountInfo: PAYG, capabilities: consoleCapabilities, isInternal: false }, ['paidServices']],
    [
      'trial',
      { accountInfo: TRIAL, capabilities: null, isInternal: false },
      ['freeTier', 'paidServices', 'upgradable'],
    ],
    ['Always Free', { accountInfo: ALWAYS_FREE, capabilities: null, isInternal: false }, ['freeTier', 'upgradable']],
    ['expired trial', { accountInfo: EXPIRED, capabilities: null, isInternal: false }, ['freeTier', 'upgradable']],
    ['upgraded trial', { accountInfo: UPGRADED, capabilities: null, isInternal: false }, ['freeTier', 'paidServices']],
    ['SaaS', { accountInfo: SAAS, capabilities: null, isInternal: false }, ['paidServices', 'saasSubscription']],
    [
      'internal',
      { accountInfo: TRIAL, capabilities: null, isInternal: true },
      ['freeTier', 'internalTenancy', 'paidServices'],
    ],
    ['no account info yet', { accountInfo: null, capabilities: consoleCapabilities, isInternal: true }, []],
  ])('%s', (_name, facts, accountCapabilities) => {
    const held = galleryCapabilities(facts);
    const expected = facts.capabilities ? ['cloudShell', ...accountCapabilities] : accountCapabilities;
    expect([...held].sort()).toEqual(expected.sort());
    expect(held.has('codeEditor')).toBe(false);
  });
});

describe('isTopicVisible (spec 2 §5)', () => {
  it.each<[string, TopicParts, boolean]>([
    ['no rules', {}, true],
    ['every capability held', { whitelists: ['cloudShell', 'paidServices'] }, true],
    ['one capability missing', { whitelists: ['cloudShell', 'codeEditor'] }, false],
    ['empty allow-list', { whitelists: [] }, true],
    ['flag on', { featureFlags: ['always-free'] }, true],
    ['flag off or unknown', { featureFlags: ['always-free', 'gallery-preview'] }, false],
    ['realm listed', { preview: { showInRealms: ['oc4', 'oc1'] } }, true],
    ['realm listed in capitals', { preview: { showInRealms: ['OC1'] } }, true],
    ['realm not listed', { preview: { showInRealms: ['oc2', 'oc3'] } }, false],
    ['empty realm list', { preview: { showInRealms: [] } }, false],
    [
      'all three pass',
      { whitelists: ['paidServices'], featureFlags: ['always-free'], preview: { showInRealms: ['oc1'] } },
      true,
    ],
    [
      'realm fails though the rest passes',
      { whitelists: ['paidServices'], featureFlags: ['always-free'], preview: { showInRealms: ['oc2'] } },
      false,
    ],
  ])('%s', (_name, rules, visible) => {
    expect(isTopicVisible(topic('t', rules), context())).toBe(visible);
  });
});

describe('visibleGallery', () => {
  const categories: GalleryCategory[] = [
    {
      id: 'start',
      title: 'Get started',
      items: ['a', 'b', 'c', 'd', 'e'].map(id => topic(id)),
    },
    { id: 'hidden', title: 'Hidden', items: [topic('h', { whitelists: ['saasSubscription'] })] },
    {
      id: 'mixed',
      title: 'Mixed',
      items: [topic('m1', { featureFlags: ['off'] }), topic('m2'), topic('a')],
    },
    { id: 'start', title: 'Again', items: [topic('z')] },
    { id: 'empty', title: 'Empty', items: [] },
  ];

  it('keeps at most four tiles a category, hides empty categories and keeps first ids only', () => {
    const shown = visibleGallery(categories, context());
    expect(shown.map(category => [category.id, category.items.map(item => item.preview.id)])).toEqual([
      ['start', ['a', 'b', 'c', 'd']],
      ['mixed', ['m2']],
    ]);
  });

  it('fills four tiles from later topics when earlier ones are hidden', () => {
    const items = [topic('x', { whitelists: ['nope'] }), ...['a', 'b', 'c', 'd', 'e'].map(id => topic(id))];
    expect(visibleGallery([{ id: 'c', title: 'C', items }], context())[0]?.items.map(item => item.preview.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('differs between accounts as their capabilities say', () => {
    const feed: GalleryCategory[] = [
      { id: 'c', title: 'C', items: [topic('trial', { whitelists: ['upgradable'] }), topic('all')] },
      { id: 's', title: 'S', items: [topic('saas', { whitelists: ['saasSubscription'] })] },
    ];
    const ids = (facts: GalleryAccountFacts) =>
      visibleGallery(feed, context({ capabilities: galleryCapabilities(facts) })).flatMap(category =>
        category.items.map(item => item.preview.id)
      );
    expect(ids({ accountInfo: TRIAL, capabilities: null, isInternal: false })).toEqual(['trial', 'all']);
    expect(ids({ accountInfo: PAYG, capabilities: null, isInternal: false })).toEqual(['all']);
    expect(ids({ accountInfo: SAAS, capabilities: null, isInternal: false })).toEqual(['all', 'saas']);
  });
});

describe('the tile parameter', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['?tile=cloud-shell', 'cloud-shell'],
    ['?region=eu-frankfurt-1&tile=a%20b', 'a b'],
    ['?tile=', null],
    ['?tile=%20%20', null],
    ['?tile=x&tile=y', 'x'],
    ['?tiles=x', null],
  ])('%s reads as %s', (search, id) => {
    expect(tileParam(search)).toBe(id);
  });

  it.each<[string, string, string | null, string]>([
    ['/', '', 'a', '/?tile=a'],
    ['/', '?region=eu-frankfurt-1', 'a', '/?region=eu-frankfurt-1&tile=a'],
    ['/infrastructure', '?tile=a', 'b', '/infrastructure?tile=b'],
    ['/', '?tile=a', null, '/'],
    ['/', '?region=x&tile=a', null, '/?region=x'],
    ['/', '', 'a&b=c', '/?tile=a%26b%3Dc'],
  ])('%s%s with %s is %s', (pathname, search, id, path) => {
    expect(tilePath(pathname, search, id)).toBe(path);
  });
});

describe('resolveTile', () => {
  const page = topic('page');
  const action = topic('action', { content: { onClick: { navigate: '/account-management/cost-analysis' } } });
  const gallery: GalleryCategory[] = [
    { id: 'one', title: 'One', items: [page] },
    { id: 'two', title: 'Two', items: [action] },
  ];
  it.each<[string | null, ReturnType<typeof resolveTile>]>([
    [null, { kind: 'none' }],
    ['page', { kind: 'open', topic: page, categoryId: 'one' }],
    ['action', { kind: 'action', topic: action, path: '/account-management/cost-analysis' }],
    ['missing', { kind: 'unknown' }],
  ])('%s', (id, request) => {
    expect(resolveTile(id, gallery)).toEqual(request);
  });
  it('treats every id as unknown in an empty gallery', () => {
    expect(resolveTile('page', [])).toEqual({ kind: 'unknown' });
  });
});

describe('tiles', () => {
  it.each<[GalleryTopic['content'], string]>([
    [{ title: 'Flyout title' }, 'Flyout title'],
    [{ title: '  ' }, 'Title t'],
    [{}, 'Title t'],
  ])('the flyout of %j is titled %s', (content, title) => {
    expect(flyoutTitle({ ...topic('t'), content })).toBe(title);
  });

  it.each<[Partial<GalleryTopic['preview']>, string | null]>([
    [{ contentType: 'tutorial' }, 'tutorial'],
    [{ contentType: 'Documentation' }, 'documentation'],
    [{ contentType: 'tutorial', hideContentType: true }, null],
    [{ contentType: 'podcast' }, null],
    [{}, null],
  ])('%j has badge %s', (preview, badge) => {
    expect(contentTypeBadge(topic('t', { preview }))).toBe(badge);
  });

  it.each<[boolean, boolean, boolean, string, boolean]>([
    [true, true, true, 'oc1', true],
    [false, true, true, 'oc1', false],
    [true, false, true, 'oc1', false],
    [true, true, false, 'oc1', false],
    [true, true, true, 'OC4', false],
  ])('eligible %s, free tier %s, flag %s, realm %s: badge %s', (eligible, freeTierEnabled, flag, realm, shown) => {
    const tile = topic('t', { preview: { alwaysFreeEligible: eligible } });
    expect(showsAlwaysFreeBadge(tile, { freeTierEnabled, alwaysFreeFlag: flag, realm })).toBe(shown);
  });
});

describe('galleryKeyTarget', () => {
  it.each<[string, number, boolean, number | undefined]>([
    ['ArrowDown', 0, false, 1],
    ['ArrowDown', 3, false, 0],
    ['ArrowUp', 0, false, 3],
    ['ArrowRight', 1, false, 2],
    ['ArrowLeft', 1, false, 0],
    ['ArrowRight', 1, true, 0],
    ['ArrowLeft', 1, true, 2],
    ['Home', 2, false, 0],
    ['End', 0, false, 3],
    ['Tab', 0, false, undefined],
    ['Enter', 0, false, undefined],
  ])('%s from %i (rtl %s) goes to %s', (key, index, rtl, target) => {
    expect(galleryKeyTarget(key, index, 4, rtl)).toBe(target);
  });
  it('does nothing in an empty list', () => {
    expect(galleryKeyTarget('ArrowDown', 0, 0, false)).toBeUndefined();
  });
});

describe('messages from the embedded page', () => {
  it.each<[unknown, string | null]>([
    [{ type: 'close' }, 'close'],
    [{ type: 'escape' }, 'escape'],
    [{ type: 'close', extra: 1 }, 'close'],
    [{ type: 'CLOSE' }, null],
    ['close', null],
    [null, null],
    [[{ type: 'close' }], null],
    [{ kind: 'close' }, null],
  ])('%j reads as %s', (data, message) => {
    expect(galleryFrameMessage(data)).toBe(message);
  });

  const frameWindow = { name: 'frame' };
  const frame = { origin: 'http://127.0.0.1:7070', window: frameWindow };
  it.each<[string, { origin: string; source: unknown }, { origin: string; window: unknown }, boolean]>([
    ['the frame itself', { origin: 'http://127.0.0.1:7070', source: frameWindow }, frame, true],
    ['another origin', { origin: 'http://127.0.0.1:7071', source: frameWindow }, frame, false],
    ['an opaque origin', { origin: 'null', source: frameWindow }, frame, false],
    ['another window of the right origin', { origin: 'http://127.0.0.1:7070', source: { name: 'x' } }, frame, false],
    ['no source', { origin: 'http://127.0.0.1:7070', source: null }, frame, false],
    ['a frame not loaded yet', { origin: 'http://127.0.0.1:7070', source: null }, { ...frame, window: null }, false],
  ])('%s: %s', (_name, event, target, accepted) => {
    expect(isFromFrame(event, target)).toBe(accepted);
  });

  it.each<[string, string, string]>([
    ['http://127.0.0.1:7070', 'http://localhost:5173', 'allow-scripts allow-same-origin allow-forms allow-popups'],
    ['http://localhost:5173', 'http://localhost:5173', 'allow-scripts allow-forms allow-popups'],
  ])('a page of %s in a console at %s gets %s', (page, console, sandbox) => {
    expect(galleryFrameSandbox(page, console)).toBe(sandbox);
  });
});
