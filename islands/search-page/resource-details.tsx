import type { ReactNode } from 'react';
import { resourceDetailsPath, resourcePagePath } from '../../src/domain/resource-pages.ts';
import { rowText } from '../../src/domain/search.ts';
import { t } from '../../src/i18n/i18n.ts';
import type { ResourceSummary } from '../../src/services/resource-search.ts';
import type { ResourceDetailsState } from '../../stores/search-page.ts';
import type { ResourceDisplay } from './interfaces.ts';
import { CompartmentName, LifecycleState, ResourceTime } from './resource-fields.tsx';
import { LoadingList } from './result-lists.tsx';
import { SearchAlert } from './resource-table.tsx';

/** The tags of a resource as `key: value` lines (defined tags as `namespace.key: value`). */
function tagLines(resource: ResourceSummary): string[] {
  const lines = Object.entries(resource.freeformTags ?? {}).map(([key, value]) => `${key}: ${value}`);
  for (const [namespace, tags] of Object.entries(resource.definedTags ?? {})) {
    for (const [key, value] of Object.entries(tags)) lines.push(`${namespace}.${key}: ${String(value)}`);
  }
  return lines;
}

function Details({ resource, display }: { resource: ResourceSummary; display: ResourceDisplay }): ReactNode {
  const tags = tagLines(resource);
  const page = resourcePagePath(resource, display.pluginPrefixes);
  return (
    <div className="details">
      <dl className="details-grid">
        <div>
          <dt>{t('searchPage.column.type')}</dt>
          <dd>{rowText(resource.resourceType)}</dd>
        </div>
        <div>
          <dt>{t('searchPage.column.state')}</dt>
          <dd>
            <LifecycleState state={resource.lifecycleState} />
          </dd>
        </div>
        <div>
          <dt>{t('searchPage.column.compartment')}</dt>
          <dd>
            <CompartmentName compartmentId={resource.compartmentId} display={display} />
          </dd>
        </div>
        <div>
          <dt>{t('searchPage.column.timeCreated')}</dt>
          <dd>
            <ResourceTime value={resource.timeCreated} display={display} />
          </dd>
        </div>
        <div>
          <dt>{t('searchPage.details.availabilityDomain')}</dt>
          <dd>{resource.availabilityDomain ? rowText(resource.availabilityDomain) : t('searchPage.value.none')}</dd>
        </div>
        <div className="wide">
          <dt>{t('searchPage.details.ocid')}</dt>
          <dd className="ocid-full">{rowText(resource.identifier)}</dd>
        </div>
        <div className="wide">
          <dt>{t('searchPage.details.tags')}</dt>
          <dd>
            {tags.length === 0 ? (
              t('searchPage.value.none')
            ) : (
              <ul className="tags">
                {tags.map(tag => (
                  <li key={tag}>{rowText(tag)}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      {page !== resourceDetailsPath(resource.identifier) ? (
        <p>
          <a className="button" href={page}>
            {t('searchPage.details.open')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** A resource's details (`/search?resource={ocid}`): loading, the details, not found, or an error with a retry. */
export function ResourceDetails({
  details,
  display,
  onRetry,
}: {
  details: ResourceDetailsState;
  display: ResourceDisplay;
  onRetry: () => void;
}): ReactNode {
  if (details.status === 'ready' && details.resource) {
    return <Details resource={details.resource} display={display} />;
  }
  if (details.status === 'not-found') {
    return (
      <div className="empty-state">
        <h2>{t('searchPage.details.notFound.heading')}</h2>
        <p>{t('searchPage.details.notFound.text', { identifier: details.identifier })}</p>
      </div>
    );
  }
  if (details.status === 'failed') {
    return (
      <SearchAlert
        heading={t('searchPage.details.error.heading')}
        text={t('searchPage.details.error.text')}
        onRetry={onRetry}
      />
    );
  }
  return <LoadingList label={t('searchPage.details.loading')} lines={4} />;
}
