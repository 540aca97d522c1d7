import type { ReactNode } from 'react';
import { statusTone, type ComponentStatus, type RegionStatus } from '../../../src/domain/right-rail.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { RailData, RailStatus } from '../../../stores/right-rail.ts';
import type { RailPanelControls } from './interfaces.ts';
import { StatusIcon } from './rail-icons.tsx';
import { ExternalLink, frameControls, RailPanel, SkeletonLines } from './rail-panel.tsx';

const STATUS_TEXT: Record<ComponentStatus, string> = {
  major_outage: 'homeRail.status.majorOutage',
  partial_outage: 'homeRail.status.partialOutage',
  degraded_performance: 'homeRail.status.degraded',
  under_maintenance: 'homeRail.status.maintenance',
  operational: 'homeRail.status.operational',
  unknown: 'homeRail.status.unknown',
};

/** A status as text: what it is, never only its colour. */
export function statusText(status: ComponentStatus): string {
  return t(STATUS_TEXT[status]);
}

/** What a region's second line says: all well, the affected services with their status, or nothing reported. */
function regionDetail(region: RegionStatus, localeTag: string): string {
  if (!region.reported) return t('homeRail.status.notReported');
  if (region.affected.length === 0) {
    return region.status === 'operational' ? t('homeRail.status.allOperational') : statusText(region.status);
  }
  const worst = region.affected[0]?.status ?? region.status;
  const services = region.affected.filter(service => service.status === worst).map(service => service.name);
  const others = region.affected.length - services.length;
  return t('homeRail.status.affected', {
    status: statusText(worst),
    services: new Intl.ListFormat(localeTag, { type: 'conjunction' }).format(services),
    others,
  });
}

/** Props of the OCI status panel. */
export interface StatusPanelProps extends RailPanelControls {
  data: RailData<RailStatus>;
  /** The tenancy's subscribed regions: one row each, known before the status page answers. */
  regionCount: number;
  /** The status page's address. */
  statusPageUrl: string;
}

/**
 * The OCI status panel (spec 2 §2 oci-status): each of the tenancy's regions, the active one first, with its worst
 * status (icon and text) and what is affected; an outage or degradation is highlighted; a link to the status page.
 */
export function StatusPanel(props: StatusPanelProps): ReactNode {
  const { data, localeTag } = props;
  const regions = data.value?.regions ?? [];
  const state = data.status === 'ready' ? (regions.some(region => region.reported) ? 'ready' : 'empty') : data.status;
  const rows = Math.max(1, props.regionCount);
  return (
    <RailPanel
      panel="oci-status"
      heading={t('homeRail.panel.ociStatus')}
      state={state}
      {...frameControls(props)}
      errorText={t('homeRail.error.status')}
      actions={<ExternalLink href={props.statusPageUrl}>{t('homeRail.status.viewPage')}</ExternalLink>}
      skeleton={
        <ul className="rail-list">
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} className="rail-status-row">
              {/* The region's name and two lines of detail; in a narrow rail the name may take two. */}
              <SkeletonLines lines={[70, 90, 50]} narrow={[40]} />
            </li>
          ))}
        </ul>
      }
    >
      {state === 'empty' ? (
        t('homeRail.status.empty')
      ) : (
        <ul className="rail-list" aria-label={t('homeRail.status.regions')}>
          {regions.map(region => {
            const tone = statusTone(region.status);
            const highlighted = region.reported && region.status !== 'operational';
            return (
              <li
                key={region.region}
                className="rail-status-row"
                data-tone={tone}
                data-highlighted={highlighted}
                data-testid={`home-rail-status-${region.region}`}
              >
                <span className="rail-status-name">
                  <StatusIcon tone={tone} />
                  <span className="rail-status-region">{region.name}</span>
                </span>
                <span className="rail-status-detail rail-clamp">{regionDetail(region, localeTag)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </RailPanel>
  );
}
