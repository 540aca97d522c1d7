import { nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { ReadableAtom } from 'nanostores';
import type { IslandLoader, IslandName } from './islands.ts';

/**
 * An island the console shows over whatever page is open (a side panel, a dialog host): its element reads its own
 * stores; the console only renders it, from the first time it is wanted on.
 */
export interface IslandOverlay {
  /** The island whose chunk defines the element. */
  island: IslandName;
  /** True while the overlay is wanted, e.g. its panel is open. The element stays rendered afterwards. */
  wanted: ReadableAtom<boolean>;
  /** The element. */
  template: () => TemplateResult;
}

/**
 * Renders the overlay islands of `overlays` (elements/console-app/overlays.ts): none of them is loaded before it is
 * first wanted, so none of them costs start-up; once loaded they stay rendered, so closing keeps focus handling
 * intact and reopening is instant. A chunk that fails to load is logged and tried again at the next want.
 */
export class IslandOverlays implements ReactiveController {
  private readonly rendered = new Set<IslandOverlay>();
  private readonly loading = new Set<IslandOverlay>();
  private unsubscribers: (() => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly overlays: readonly IslandOverlay[],
    private readonly load: () => IslandLoader | null
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribers = this.overlays.map(overlay =>
      overlay.wanted.subscribe(wanted => {
        if (wanted) this.want(overlay);
      })
    );
  }

  hostDisconnected(): void {
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  /** The overlays wanted so far, in their declared order. */
  render(): (TemplateResult | typeof nothing)[] {
    return this.overlays.map(overlay => (this.rendered.has(overlay) ? overlay.template() : nothing));
  }

  private want(overlay: IslandOverlay): void {
    if (this.rendered.has(overlay) || this.loading.has(overlay)) return;
    const loader = this.load();
    if (!loader) return;
    this.loading.add(overlay);
    loader(overlay.island).then(
      () => {
        this.loading.delete(overlay);
        this.rendered.add(overlay);
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.loading.delete(overlay);
        console.warn(`[console] the ${overlay.island} island could not be loaded`, error);
      }
    );
  }
}
