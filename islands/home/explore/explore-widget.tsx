import { useStore } from '@nanostores/react';
import { styleSheet, useAdoptedSheets } from '../../shared/adopted-sheets.ts';
import type { ReactNode } from 'react';
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
const sheet = styleSheet(css);

/** The Start exploring widget connected to its stores: the feed loads in the console's language once this mounts. */
export default function StartExploringWidget(): ReactNode {
  const feed = useStore($startExploring);
  const categories = useStore($visibleExploreCategories);
  const alwaysFreeBadge = useStore($alwaysFreeBadge);
  const ref = useAdoptedSheets(sheet);
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
