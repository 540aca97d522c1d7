import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import {
  $alwaysFreeBadge,
  $startExploring,
  $visibleExploreCategories,
  loadStartExploring,
  openExploreEntry,
} from '../../../stores/start-exploring.ts';
import css from './explore.css?inline';
import { StartExploring } from './explore.tsx';

// The widget's styles come with its chunk: Home's start-up path carries only the placeholder's
// (explore-placeholder.css).
const sheet = new CSSStyleSheet();
sheet.replaceSync(css);

/** The Start exploring widget connected to its stores: the feed loads in the console's language once this mounts. */
export default function StartExploringWidget(): ReactNode {
  const feed = useStore($startExploring);
  const categories = useStore($visibleExploreCategories);
  const alwaysFreeBadge = useStore($alwaysFreeBadge);
  const ref = useRef<HTMLDivElement>(null);
  // Before the first paint: adopted into the shadow root (or document) the widget renders in, once.
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if ((root instanceof ShadowRoot || root instanceof Document) && !root.adoptedStyleSheets.includes(sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    }
  }, []);
  return (
    <div ref={ref}>
      <StartExploring
        status={feed.status}
        categories={categories}
        alwaysFreeBadge={alwaysFreeBadge}
        onOpen={openExploreEntry}
        onRetry={() => void loadStartExploring()}
      />
    </div>
  );
}
