import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ContextualHelpLink } from '../../src/domain/contextual-help.ts';
import {
  $contextualHelp,
  $helpTopic,
  closeHelpTopic,
  followHelpRoute,
  loadHelpLinks,
  retryHelpTopic,
  showHelpTopic,
  takeRequestedHelpTopic,
} from '../../stores/contextual-help.ts';
import { $helpPanelOpen, $requestedHelpTopic, closeHelpPanel } from '../../stores/help-panel.ts';
import { $locale } from '../../stores/locale.ts';
import { openWindow } from '../../stores/popups.ts';
import { HelpPanel } from './help-panel.tsx';

/** Opens a link in a new window; a blocked pop-up shows the console's popup-blocked message (spec 1 §8). */
function openLink(url: string): void {
  openWindow(url);
}

/** A documentation topic shows in the panel; any other link (or one the panel may not render) opens in a new window. */
function showTopic(link: ContextualHelpLink): void {
  if (!showHelpTopic(link.url, link.displayText)) openLink(link.url);
}

/**
 * The contextual help panel connected to its stores: open while `$helpPanelOpen` (the help menu's "Help for this
 * page", a plugin through the SDK), its topics from `$contextualHelp` for the current path. Opening reads the links
 * (once) and shows a topic a plugin asked for; a route change closes a topic that is not the new page's.
 */
export function HelpPanelIsland(): ReactNode {
  const open = useStore($helpPanelOpen);
  const view = useStore($contextualHelp);
  const topic = useStore($helpTopic);
  const requested = useStore($requestedHelpTopic);
  // Texts follow the console's language.
  useStore($locale);
  const path = useRef(view.path);

  useEffect(() => {
    if (open) void loadHelpLinks();
  }, [open]);

  useEffect(() => {
    if (!open || requested === null) return;
    const target = takeRequestedHelpTopic();
    if (target !== null && !showHelpTopic(target)) console.warn('[help] not a documentation page:', target);
  }, [open, requested]);

  useEffect(() => {
    if (path.current === view.path) return;
    path.current = view.path;
    followHelpRoute(view);
  }, [view]);

  return (
    <HelpPanel
      open={open}
      view={view}
      topic={topic}
      onClose={closeHelpPanel}
      onShowTopic={showTopic}
      onBack={closeHelpTopic}
      onRetryLinks={() => void loadHelpLinks()}
      onRetryTopic={retryHelpTopic}
      onOpenLink={openLink}
    />
  );
}
