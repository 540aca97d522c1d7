import { describe, expect, it } from 'vitest';
import { initTelemetry, track, type TelemetryEvent } from './telemetry.ts';

describe('telemetry', () => {
  it('sends enabled categories to the sink', () => {
    const sent: TelemetryEvent[] = [];
    initTelemetry({ consent: true, categories: ['metrics'], sink: { send: event => sent.push(event) } });
    track({ category: 'metrics', name: 'console-ready' });
    track({ category: 'analytics', name: 'click' });
    expect(sent.map(event => event.name)).toEqual(['console-ready']);
  });

  it('sends nothing without consent', () => {
    const sent: TelemetryEvent[] = [];
    initTelemetry({ consent: false, sink: { send: event => sent.push(event) } });
    track({ category: 'metrics', name: 'console-ready' });
    expect(sent).toEqual([]);
  });
});
