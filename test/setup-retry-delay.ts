import { setDefaultRetryDelay } from '../src/http/api-client.ts';

// Every test file of the console project (vitest.config.ts): failed calls are retried as in production (spec 3 §7: up
// to 2 retries), 1 ms apart instead of 250 and 500 ms. src/http/api-client.test.ts checks the delays themselves.
setDefaultRetryDelay(1);
