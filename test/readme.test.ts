import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../emulator/cloud/scenarios.ts';

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('opens with the two quick-start commands', () => {
    const quickStart = README.slice(0, README.indexOf('## What runs where'));
    expect(quickStart).toContain('npm ci && npm start');
    expect(quickStart).toContain('npm test');
  });

  it('lists every seeded user with its password', () => {
    const missing = SCENARIOS.flatMap(scenario => scenario.users)
      .filter(user => !README.includes(user.name) || !README.includes(user.password))
      .map(user => user.name);
    expect(missing).toEqual([]);
  });
});
