import { describe, expect, it } from 'vitest';
import { parseFaultsCommand } from './faults-command.ts';

describe('npm run faults', () => {
  it('turns add options into a fault rule', () => {
    expect(
      parseFaultsCommand(['add', '--operation', 'GetCapabilities', '--status', '500', '--times', '1', '--hang'])
    ).toEqual({
      kind: 'request',
      cloud: undefined,
      request: {
        method: 'POST',
        path: '/_emulator/faults',
        body: expect.objectContaining({ operation: 'GetCapabilities', status: 500, times: 1, hang: true }),
      },
    });
  });

  it('switches conditions on and off and lists or resets them', () => {
    expect(parseFaultsCommand(['condition', 'home-region-down', 'on', '--cloud', 'http://127.0.0.1:9'])).toMatchObject({
      cloud: 'http://127.0.0.1:9',
      request: { method: 'POST', body: { condition: 'home-region-down', on: true } },
    });
    expect(parseFaultsCommand(['condition', 'clock-skew', 'off'])).toMatchObject({ request: { body: { on: false } } });
    expect(parseFaultsCommand(['condition', 'reset'])).toMatchObject({ request: { method: 'DELETE' } });
    expect(parseFaultsCommand(['reset'])).toMatchObject({ request: { method: 'DELETE', path: '/_emulator/faults' } });
  });

  it('answers help, and explains bad input', () => {
    expect(parseFaultsCommand(['--help'])).toEqual({ kind: 'help' });
    expect(parseFaultsCommand([])).toEqual({ kind: 'help' });
    expect(() => parseFaultsCommand(['explode'])).toThrow(/Unknown command 'explode'/);
    expect(() => parseFaultsCommand(['add', '--status', 'loud'])).toThrow(/--status must be a number/);
    expect(() => parseFaultsCommand(['condition', 'clock-skew', 'maybe'])).toThrow(/'on' or 'off'/);
  });
});
