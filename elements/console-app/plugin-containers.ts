import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { BottomDockTab } from '../../src/domain/plugin-containers.ts';
import type { DockTabCloseEvent } from '../../src/events/dock-tab-close-event.ts';
import type { DockTabSelectEvent } from '../../src/events/dock-tab-select-event.ts';
import type { PluginFrameAttachEvent } from '../../src/events/plugin-frame-attach-event.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { PluginConnection, PluginContainerName } from '../../src/plugins/plugin-host.ts';
import { LOCAL_PLUGIN_ENVIRONMENT, pluginFrameUrl } from '../../src/plugins/plugin-url.ts';
import type { RouteMatch } from '../../src/router/route-table.ts';
import type { RegistryPlugin } from '../../src/services/plugin-registry.ts';
import { $activeRegion } from '../../stores/active-region.ts';
import { $cloudShellQuery } from '../../stores/cloud-shell-query.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $containers,
  $pluginStatus,
  attachPluginFrame,
  bottomDockClose,
  bottomDockCloseTab,
  bottomDockMaximize,
  bottomDockMinimize,
  bottomDockOpen,
  bottomDockRestore,
  ensurePluginHost,
  loadMainPlugin,
  sideDockClose,
  unloadMainPlugin,
} from '../../stores/plugin-host.ts';
import { overriddenPluginUrl } from '../../stores/plugin-override.ts';
import { $pluginRegistry } from '../../stores/plugins.ts';
import { $location } from '../../stores/route.ts';
import { StoreController } from '../shared/store-controller.ts';
import type { WantedElements } from './lazy-elements.ts';
import '../console-plugin-frame/console-plugin-frame.ts';

/** What the plugin containers need from the element that renders them. */
export interface PluginContainersOptions {
  /** The host's lazy elements: the plugin error page and the docks load on first use. */
  elements: WantedElements;
  /** Sign-out, offered by the plugin error page. */
  onSignOut: () => void;
}

/**
 * The plugin pages of `console-app`: the main page of a plugin route, the side dock and the bottom dock (Cloud Shell,
 * Code Editor), each in a frame whose handshake the plugin host accepts. Owns the host's connection of every frame
 * and closes it when another page replaces the frame or the element leaves the page.
 */
export class PluginContainers implements ReactiveController {
  private readonly registry: StoreController<ReturnType<typeof $pluginRegistry.get>>;
  private readonly pluginStatus: StoreController<ReturnType<typeof $pluginStatus.get>>;
  private readonly containers: StoreController<ReturnType<typeof $containers.get>>;
  private readonly location: StoreController<ReturnType<typeof $location.get>>;
  private readonly activeRegion: StoreController<string>;
  private readonly locale: StoreController<string>;
  private readonly cloudShellQuery: StoreController<string>;

  /** The host's connection of each container's frame, closed when another page replaces it. */
  private readonly connections = new Map<PluginContainerName, PluginConnection>();
  /** Bumped by Try again: a new iframe for the same plugin. */
  private frameGeneration = 0;

  /**
   * The URL each container's frame was opened with. A frame keeps its page while the console path, region or locale
   * change: the plugin learns those from its context (and follows them live) instead of being reloaded, which would
   * cost it its state and a new handshake.
   */
  private readonly frameSources = new Map<PluginContainerName, { key: string; src: URL }>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: PluginContainersOptions
  ) {
    this.registry = new StoreController(host, $pluginRegistry);
    this.pluginStatus = new StoreController(host, $pluginStatus);
    this.containers = new StoreController(host, $containers);
    this.location = new StoreController(host, $location);
    this.activeRegion = new StoreController(host, $activeRegion);
    this.locale = new StoreController(host, $locale);
    this.cloudShellQuery = new StoreController(host, $cloudShellQuery);
    host.addController(this);
  }

  hostDisconnected(): void {
    for (const connection of this.connections.values()) connection.close();
    this.connections.clear();
  }

  /** The page of a plugin route: its frame, its error page, or the 404 page when the registry lacks the prefix. */
  renderPage(prefix: string): TemplateResult | ReturnType<typeof keyed> {
    const plugin = this.registry.value?.plugins.find(entry => entry.pathPrefix === prefix);
    if (!plugin) return html`<console-status-page kind="not-found"></console-status-page>`;
    const status = this.pluginStatus.value;
    if (status.plugin === plugin.name && status.status === 'PLUGIN_LOAD_ERROR') {
      this.options.elements.want('console-plugin-error');
      return html`<console-plugin-error
        plugin-name=${plugin.name}
        code=${status.error ?? ''}
        @console-plugin-retry=${() => this.retry(plugin.name)}
        @console-sign-out=${this.options.onSignOut}
      ></console-plugin-error>`;
    }
    const { pathname, search } = this.location.value;
    return keyed(
      `${plugin.name}:${this.frameGeneration}`,
      this.renderFrame(plugin, `${pathname}${search}`, 'main', 'plugin-frame')
    );
  }

  /** True while the route's plugin page is still waiting for its handshake (it has no context yet). */
  pending(route: RouteMatch): boolean {
    if (route.kind !== 'plugin') return false;
    const plugin = this.registry.value?.plugins.find(entry => entry.pathPrefix === route.prefix);
    if (!plugin) return false;
    const { plugin: name, status } = this.pluginStatus.value;
    return name !== plugin.name || (status !== 'PLUGIN_INITIALIZED' && status !== 'PLUGIN_LOAD_ERROR');
  }

  /** The side dock with its plugin's frame, when a plugin has opened it. */
  renderSideDock(): TemplateResult | typeof nothing {
    const side = this.containers.value.side;
    const plugin = side.visible ? this.pluginNamed(side.plugin) : undefined;
    if (!side.visible || !plugin) return nothing;
    this.options.elements.want('console-side-dock');
    return html`<console-side-dock
      slot="side-dock"
      class="side-dock"
      open
      .heading=${t('app.pluginFrame.title', { name: plugin.name })}
      @console-request-close=${() => sideDockClose()}
    >
      ${this.renderFrame(plugin, side.path ?? plugin.pathPrefix, 'side', 'dock-frame')}
    </console-side-dock>`;
  }

  /** The bottom dock with a tab per open tool. */
  renderBottomDock(): TemplateResult | typeof nothing {
    const bottom = this.containers.value.bottom;
    if (!bottom.visible) return nothing;
    this.options.elements.want('console-bottom-dock');
    const tabs = bottom.tabs.map(tab => ({
      id: tab.tab,
      label: t(tab.tab === 'cloud-shell' ? 'plugins.dock.tab.cloudShell' : 'plugins.dock.tab.codeEditor'),
      // Until its plugin's handshake (the dock's INITIALIZING state for this tab).
      loading: tab.status === 'PLUGIN_LOADING',
    }));
    return html`<console-bottom-dock
      slot="bottom-dock"
      .state=${bottom.state}
      .height=${bottom.heightPx}
      .tabs=${tabs}
      active-tab=${bottom.activeTab ?? ''}
      @console-dock-tab-select=${(event: DockTabSelectEvent) => bottomDockOpen(event.tab as BottomDockTab)}
      @console-dock-tab-close=${(event: DockTabCloseEvent) => bottomDockCloseTab(event.tab as BottomDockTab)}
      @console-dock-minimize=${() => bottomDockMinimize()}
      @console-dock-maximize=${() => bottomDockMaximize()}
      @console-dock-restore=${() => bottomDockRestore()}
      @console-dock-close=${() => bottomDockClose()}
    >
      ${bottom.tabs.map(tab => {
        const plugin = this.pluginNamed(tab.plugin);
        if (!plugin || tab.status === 'PLUGIN_LOAD_ERROR') {
          this.options.elements.want('console-plugin-error');
          return html`<console-plugin-error
            slot=${tab.tab}
            plugin-name=${tab.plugin}
            code=${tab.error ?? 'load-failed'}
          ></console-plugin-error>`;
        }
        // Cloud Shell's page learns a URL launch's source and clone request from its console path's query.
        const query = tab.tab === 'cloud-shell' ? this.cloudShellQuery.value : '';
        return this.renderFrame(
          plugin,
          query ? `${plugin.pathPrefix}?${query}` : plugin.pathPrefix,
          'bottom',
          'dock-frame',
          tab.tab
        );
      })}
    </console-bottom-dock>`;
  }

  /** A plugin page in a frame the host accepts the handshake from; an active override replaces the URL. */
  private renderFrame(
    plugin: RegistryPlugin,
    consolePath: string,
    container: PluginContainerName,
    className: string,
    slot?: string
  ): TemplateResult {
    const override = overriddenPluginUrl(plugin.name);
    // A bottom tab opened with another console path (a new launch) is a new page; the main page keeps its frame.
    const key = `${plugin.name}|${override ?? ''}|${this.frameGeneration}|${container === 'bottom' ? consolePath : ''}`;
    let src = this.frameSources.get(container)?.key === key ? this.frameSources.get(container)?.src : undefined;
    if (!src) {
      try {
        src = pluginFrameUrl({
          urlTemplate: override ?? plugin.urlTemplate,
          environment: LOCAL_PLUGIN_ENVIRONMENT,
          region: this.activeRegion.value,
          locale: this.locale.value,
          consolePath,
          consoleOrigin: window.location.origin,
        });
      } catch {
        this.options.elements.want('console-plugin-error');
        return html`<console-plugin-error plugin-name=${plugin.name} code="load-failed"></console-plugin-error>`;
      }
      this.frameSources.set(container, { key, src });
    }
    return html`<console-plugin-frame
      class=${className}
      slot=${slot ?? nothing}
      .src=${src.href}
      .pluginName=${plugin.name}
      .allowedOrigin=${override ? src.origin : undefined}
      .title=${t('app.pluginFrame.title', { name: plugin.name })}
      @console-plugin-frame-attach=${(event: PluginFrameAttachEvent) => this.handleFrameAttach(event, container)}
    ></console-plugin-frame>`;
  }

  private pluginNamed(name: string | null): RegistryPlugin | undefined {
    return name ? this.registry.value?.plugins.find(entry => entry.name === name) : undefined;
  }

  private handleFrameAttach(event: PluginFrameAttachEvent, container: PluginContainerName): void {
    const key = container === 'main' ? container : (`${container}:${event.pluginName}` as PluginContainerName);
    this.connections.get(key)?.close();
    this.connections.set(key, attachPluginFrame(event.pluginName, event.frame, event.origin, container));
  }

  private retry(name: string): void {
    this.frameGeneration += 1;
    unloadMainPlugin();
    loadMainPlugin(name);
    this.host.requestUpdate();
  }
}

/**
 * The plugin containers of `host`, with the plugin host running: what `LazyPluginContainers`
 * (lazy-plugin-containers.ts) builds once this chunk has loaded.
 */
export function connectPluginContainers(
  host: ReactiveControllerHost,
  options: PluginContainersOptions
): PluginContainers {
  ensurePluginHost();
  return new PluginContainers(host, options);
}
