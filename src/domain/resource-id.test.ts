import { describe, expect, it } from 'vitest';
import { isValidResourceId, resourceIdProblem } from './resource-id.ts';

const UNIQUE = 'aaaaaaaa4qmlcxzq2fmtcdiyjflbx5ul6ilggkuzvuplctmn4prrcyq5wzva';

describe('resource identifiers (spec 3 §5)', () => {
  it.each([
    `ocid1.tenancy.oc1..${UNIQUE}`,
    `ocid1.instance.oc1.iad.${UNIQUE}`,
    `ocid1.instance.oc1.phx.future_part.${UNIQUE}`,
    `ocid1:compartment:oc1::${UNIQUE}`,
    'ocid1.user.oc1..a',
  ])('accepts %s', value => {
    expect(isValidResourceId(value)).toBe(true);
  });

  it.each([
    ['too-long', `ocid1.instance.oc1.iad.${'a'.repeat(60)}.${'b'.repeat(180)}`],
    ['too-few-parts', 'ocid1.tenancy.oc1.aaaa'],
    ['not-ocid1', `ocid2.tenancy.oc1..${UNIQUE}`],
    ['not-ocid1', `OCID1.tenancy.oc1..${UNIQUE}`],
    ['resource-type', `ocid1.${'t'.repeat(33)}.oc1..${UNIQUE}`],
    ['resource-type', `ocid1..oc1..${UNIQUE}`],
    ['realm', `ocid1.tenancy.${'r'.repeat(16)}..${UNIQUE}`],
    ['region', `ocid1.instance.oc1.${'g'.repeat(25)}.${UNIQUE}`],
    ['characters', `ocid1.instance.oc1.iad$.${UNIQUE}`],
    ['unique-id', `ocid1.instance.oc1.iad.${'a'.repeat(61)}`],
    ['unique-id', 'ocid1.instance.oc1.iad.abc-def'],
    ['unique-id', 'ocid1.instance.oc1.iad.'],
  ] as const)('rejects (%s) %s', (problem, value) => {
    expect(resourceIdProblem(value)).toBe(problem);
    expect(isValidResourceId(value)).toBe(false);
  });

  it('puts the length limit just under 255 characters', () => {
    const stem = `ocid1.instance.oc1.iad.${`${'x'.repeat(24)}.`.repeat(7)}`;
    const longest = `${stem}${'a'.repeat(254 - stem.length)}`;
    expect(longest.length).toBe(254);
    expect(resourceIdProblem(longest)).toBeNull();
    expect(resourceIdProblem(`${longest}a`)).toBe('too-long');
  });
});
