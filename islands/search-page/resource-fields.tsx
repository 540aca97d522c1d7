import type { ReactNode } from 'react';
import { formatResourceTime, lifecycleTone } from '../../src/domain/search-page.ts';
import { rowText } from '../../src/domain/search.ts';
import { resourcePagePath } from '../../src/domain/resource-pages.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import type { ResourceDisplay } from './interfaces.ts';

// How one resource's fields read, in the table and on the details view alike. Text from the search service is cut
// as in the flyout (rowText): a megabyte-long name would stall the page (issue 20).

/** Catalog ids of the lifecycle states the console names; any other state shows as the service spells it. */
const STATE_LABELS: Readonly<Record<string, string>> = {
  RUNNING: 'searchPage.state.running',
  STOPPED: 'searchPage.state.stopped',
  STARTING: 'searchPage.state.starting',
  STOPPING: 'searchPage.state.stopping',
  PROVISIONING: 'searchPage.state.provisioning',
  AVAILABLE: 'searchPage.state.available',
  ACTIVE: 'searchPage.state.active',
  INACTIVE: 'searchPage.state.inactive',
  UPDATING: 'searchPage.state.updating',
  TERMINATING: 'searchPage.state.terminating',
  TERMINATED: 'searchPage.state.terminated',
  DELETED: 'searchPage.state.deleted',
  FAILED: 'searchPage.state.failed',
};

/** A resource's name: its display name, else its OCID (cut after MAX_ROW_TEXT characters). */
export function resourceName(resource: ResourceSummary): string {
  return rowText(resource.displayName || resource.identifier);
}

/** The link to a resource's console page: its plugin page where one exists, else its details here. */
export function ResourceLink({
  resource,
  display,
}: {
  resource: ResourceSummary;
  display: ResourceDisplay;
}): ReactNode {
  return (
    <a className="resource-link" href={resourcePagePath(resource, display.pluginPrefixes)}>
      {resourceName(resource)}
    </a>
  );
}

/** A compartment by name when the console knows it, else by OCID (shortened on screen, whole for copying). */
export function CompartmentName({
  compartmentId,
  display,
}: {
  compartmentId: string | null | undefined;
  display: ResourceDisplay;
}): ReactNode {
  if (!compartmentId) return <span className="muted">{t('searchPage.value.unknown')}</span>;
  const name = display.compartmentNames.get(compartmentId);
  return name ? <span>{rowText(name)}</span> : <span className="ocid">{rowText(compartmentId)}</span>;
}

/** A lifecycle state with a status mark of its tone. */
export function LifecycleState({ state }: { state: string | null | undefined }): ReactNode {
  if (!state) return <span className="muted">{t('searchPage.value.unknown')}</span>;
  const label = STATE_LABELS[state.toUpperCase()];
  return <span className={`state state-${lifecycleTone(state)}`}>{label ? t(label) : rowText(state)}</span>;
}

/** A time in the user's locale and time zone, as a `<time>` carrying the machine-readable instant. */
export function ResourceTime({ value, display }: { value: string | null | undefined; display: ResourceDisplay }) {
  const text = formatResourceTime(value, display.localeTag, display.timeZone);
  if (text === null || !value) return <span className="muted">{t('searchPage.value.unknown')}</span>;
  return <time dateTime={value}>{text}</time>;
}
