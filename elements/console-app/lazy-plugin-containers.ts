import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { keyed } from 'lit/directives/keyed.js';
import type { RouteMatch } from '../../src/router/route-table.ts';
import { $containers } from '../../stores/plugin-state.ts';
import { StoreController } from '../shared/store-controller.ts';
import type * as ContainersModule from './plugin-containers.ts';
import type { PluginContainers, PluginContainersOptions } from './plugin-containers.ts';

/** Loads the plugin containers' chunk (with the plugin host) once; later calls share the first load. */
let containersModule: Promise<typeof ContainersModule> | null = null;

/**
 * Starts loading the plugin containers and the plugin host: the start-up code calls it as soon as the first page
 * looks like a plugin's, so the chunk arrives beside the start-up calls rather than after them.
 */
export function preloadPluginContainers(): Promise<typeof ContainersModule> {
  containersModule ??= import('./plugin-containers.ts').catch((error: unknown) => {
    // Tried again at the next plugin page or dock (a new deployment, a network blip).
    containersModule = null;
    throw error;
  });
  return containersModule;
}

/**
 * The plugin pages of `console-app` (the main page of a plugin route, the side and bottom docks), loaded the first
 * time the console shows a plugin: Home and the other shell pages never load the plugin host, its protocol and the
 * containers' rules before they are ready (e2e/size-budget.spec.ts). Until the chunk is in, a plugin route shows the
 * loading page and counts as pending, so `console:ready` still waits for the plugin's context.
 */
export class LazyPluginContainers implements ReactiveController {
  private loaded: PluginContainers | null = null;
  private loading = false;
  private readonly containers: StoreController<ReturnType<typeof $containers.get>>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: PluginContainersOptions
  ) {
    this.containers = new StoreController(host, $containers);
    host.addController(this);
  }

  hostConnected(): void {
    // A dock opened before the host rendered (a launch parameter) loads the containers too.
    this.loadIfDocked();
  }

  /** The page of a plugin route; the loading page while the containers' chunk is on its way. */
  renderPage(prefix: string): TemplateResult | ReturnType<typeof keyed> {
    if (this.loaded) return this.loaded.renderPage(prefix);
    this.load();
    return html`<console-loading></console-loading>`;
  }

  /** True while the route's plugin page is still waiting for its chunk or its handshake. */
  pending(route: RouteMatch): boolean {
    if (route.kind !== 'plugin') return false;
    return this.loaded ? this.loaded.pending(route) : true;
  }

  renderSideDock(): TemplateResult | typeof nothing {
    if (this.loaded) return this.loaded.renderSideDock();
    this.loadIfDocked();
    return nothing;
  }

  renderBottomDock(): TemplateResult | typeof nothing {
    return this.loaded ? this.loaded.renderBottomDock() : nothing;
  }

  private loadIfDocked(): void {
    const { side, bottom } = this.containers.value;
    if (side.visible || bottom.visible) this.load();
  }

  private load(): void {
    if (this.loaded || this.loading) return;
    this.loading = true;
    preloadPluginContainers().then(
      module => {
        this.loading = false;
        this.loaded = module.connectPluginContainers(this.host, this.options);
        this.host.requestUpdate();
      },
      (error: unknown) => {
        this.loading = false;
        console.warn('[plugins] the plugin containers could not be loaded', error);
      }
    );
  }
}
