/*
 * The mocha globals web-test-runner provides to element tests (`elements/**\/*.test.ts`). Declared here because
 * @types/mocha is not a dependency; replace this file with it if it becomes one.
 */
type MochaBody = () => unknown;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body: MochaBody): void;
declare function before(body: MochaBody): void;
declare function after(body: MochaBody): void;
declare function beforeEach(body: MochaBody): void;
declare function afterEach(body: MochaBody): void;
