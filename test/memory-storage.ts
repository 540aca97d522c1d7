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

/**
 * A Web Storage that is full: it reads what it holds, but every write throws QuotaExceededError as a browser's does
 * when an origin's quota is used up (`full = false` makes room again).
 */
export class FullStorage extends MemoryStorage {
  full = true;

  override setItem(key: string, value: string): void {
    if (this.full) throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    super.setItem(key, value);
  }
}

/** Installs an in-memory sessionStorage and a full localStorage on globalThis; returns them. */
export function installFullLocalStorage(): { sessionStorage: MemoryStorage; localStorage: FullStorage } {
  const storages = { sessionStorage: new MemoryStorage(), localStorage: new FullStorage() };
  for (const [name, storage] of Object.entries(storages)) {
    Object.defineProperty(globalThis, name, { value: storage, configurable: true, writable: true });
  }
  return storages;
}
