import type { ReactNode } from 'react';
import {
  ANNOUNCEMENTS_PATH,
  announcementPath,
  formatRailDate,
  WHATS_NEW_SHOWN,
  type AnnouncementKind,
  type WhatsNewItem,
} from '../../../src/domain/right-rail.ts';
import { t } from '../../../src/i18n/i18n.ts';
import type { RailData } from '../../../stores/right-rail.ts';
import type { RailPanelControls } from './interfaces.ts';
import { frameControls, RailPanel, SkeletonLines } from './rail-panel.tsx';

const KIND_TEXT: Record<AnnouncementKind, string> = {
  action: 'homeRail.kind.action',
  emergency: 'homeRail.kind.emergency',
  maintenance: 'homeRail.kind.maintenance',
  change: 'homeRail.kind.change',
  information: 'homeRail.kind.information',
};

/** Props of the what's-new panel. */
export interface WhatsNewPanelProps extends RailPanelControls {
  data: RailData<WhatsNewItem[]>;
}

/**
 * The what's-new panel (spec 2 §2 whats-new): the newest active announcements, each with its kind, date and whether
 * it is unread, linking to its page; a link to every announcement.
 */
export function WhatsNewPanel(props: WhatsNewPanelProps): ReactNode {
  const { data, localeTag } = props;
  const items = data.value ?? [];
  const state = data.status === 'ready' ? (items.length > 0 ? 'ready' : 'empty') : data.status;
  return (
    <RailPanel
      panel="whats-new"
      heading={t('homeRail.panel.whatsNew')}
      state={state}
      {...frameControls(props)}
      errorText={t('homeRail.error.whatsNew')}
      actions={
        <a className="rail-link" href={ANNOUNCEMENTS_PATH}>
          {t('homeRail.whatsNew.viewAll')}
        </a>
      }
      skeleton={
        <ul className="rail-list">
          {Array.from({ length: WHATS_NEW_SHOWN }, (_, index) => (
            <li key={index} className="rail-entry">
              {/* Two lines of summary and one of kind and date, which wraps in a narrow rail. */}
              <SkeletonLines lines={[100, 70, 40]} narrow={[30]} />
            </li>
          ))}
        </ul>
      }
    >
      {state === 'empty' ? (
        t('homeRail.whatsNew.empty')
      ) : (
        <ul className="rail-list">
          {items.map(item => (
            <li key={item.id} className="rail-entry" data-unread={item.unread}>
              <a className="rail-entry-title rail-clamp" href={announcementPath(item.id)}>
                {item.summary}
              </a>
              <span className="rail-entry-meta">
                {item.unread ? <span className="rail-unread">{t('homeRail.whatsNew.unread')}</span> : null}
                <span>{t(KIND_TEXT[item.kind])}</span>
                {item.time ? (
                  <time dateTime={item.time}>{formatRailDate(item.time, localeTag, props.timeZone)}</time>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RailPanel>
  );
}
