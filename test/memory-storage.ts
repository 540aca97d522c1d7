/** An in-memory Web Storage for node tests, where sessionStorage and localStorage do not exist. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Installs fresh in-memory sessionStorage and localStorage on globalThis; returns them. */
export function installMemoryStorage(): { sessionStorage: MemoryStorage; localStorage: MemoryStorage } {
  const storages = { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() };
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: storages.sessionStorage,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(globalThis, 'localStorage', {
    value: storages.localStorage,
    configurable: true,
    writable: true,
  });
  return storages;
}
