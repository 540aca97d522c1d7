import { expect } from '@open-wc/testing';
import { loadEachOnce, type IslandName } from './islands.ts';

function loaders(asked: IslandName[], failFirst: IslandName | null = null): Parameters<typeof loadEachOnce>[0] {
  const fails = new Set(failFirst ? [failFirst] : []);
  const load = (name: IslandName) => async () => {
    asked.push(name);
    if (fails.delete(name)) throw new Error(`${name}: chunk missing`);
    return name;
  };
  const names: IslandName[] = [
    'home',
    'searchFlyout',
    'searchPage',
    'quickstarts',
    'dialogs',
    'settingsPanel',
    'helpPanel',
    'feedbackPanel',
    'checklist',
    'seTrial',
  ];
  return Object.fromEntries(names.map(name => [name, load(name)])) as Parameters<typeof loadEachOnce>[0];
}

describe('loadEachOnce', () => {
  it('asks for an island’s chunk once however often the page asks for it', async () => {
    const asked: IslandName[] = [];
    const load = loadEachOnce(loaders(asked));
    const first = load('home');
    expect(load('home')).to.equal(first);
    await first;
    await load('home');
    await load('dialogs');
    expect(asked).to.deep.equal(['home', 'dialogs']);
  });

  it('asks again after a failed load, and the failure still reaches the caller', async () => {
    const asked: IslandName[] = [];
    const load = loadEachOnce(loaders(asked, 'searchPage'));
    let failure: unknown = null;
    await load('searchPage').catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('chunk missing');
    expect(await load('searchPage')).to.equal('searchPage');
    expect(asked).to.deep.equal(['searchPage', 'searchPage']);
  });
});
