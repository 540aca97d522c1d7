import { beforeEach } from 'vitest';
import { setDefaultRetryDelay } from '../src/http/api-client.ts';
import { serviceBreakers } from '../src/http/circuit-breaker.ts';

// Every test file of the console project (vitest.config.ts): failed calls are retried as in production (spec 3 §7: up
// to 2 retries), after a jittered back-off from a 1 ms base instead of 250 ms. src/http/api-client.test.ts and
// src/http/resilience.test.ts check the delays themselves (an injected random source and sleep, setRetryTiming).
setDefaultRetryDelay(1);

// The circuit breakers live in module scope: each test starts with every service answering, so the failures one test
// injects never fail the next test's calls at once. src/http/resilience.test.ts checks the breakers across calls.
beforeEach(() => serviceBreakers.reset());
