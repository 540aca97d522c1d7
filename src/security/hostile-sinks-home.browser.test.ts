import { expect, fixture, html } from '@open-wc/testing';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DASHBOARD_WIDGET_KINDS, parseDashboards } from '../domain/dashboard.ts';
import { parseGalleryFeed } from '../services/gallery.ts';
import { HOSTILE_STRINGS, type HostileString } from '../../test/hostile-strings.ts';
import {
  assertInert,
  bothPhases,
  deepText,
  fuzzElement,
  installSinkHarness,
  label,
  settle,
  sinkStats,
} from './hostile-sink-harness.ts';
import type { ConsoleMessageBar } from '../../elements/console-message-bar/console-message-bar.component.ts';
import type { ConsoleStatusPage } from '../../elements/console-status-page/console-status-page.component.ts';
import '../../elements/console-message-bar/console-message-bar.ts';
import '../../elements/console-status-page/console-status-page.ts';
import { GALLERY_TEXTS } from '../../islands/home/gallery/gallery-loader.ts';
import { Gallery } from '../../islands/home/gallery/gallery.tsx';
import { DashboardView } from '../../islands/home/dashboard/dashboard-view.tsx';
import type { DashboardWidgetsData } from '../../islands/home/dashboard/interfaces.ts';
import { TAB_TEXTS } from '../../islands/home/dashboard/tabs-loader.ts';

// Issue 20 point 3, the Home and page-chrome sinks (the others: hostile-sinks.browser.test.ts): the hostile corpus as
// gallery feed texts, dashboard names and widget data, status page texts and message bar messages, without a policy and under the console's CSP with
// Trusted Types. Asserted: no payload ran, nothing refused, nothing that could run script in the DOM, text verbatim.

installSinkHarness('hostile-sinks-home', [GALLERY_TEXTS, TAB_TEXTS]);

const FEED_URL = 'http://127.0.0.1:7070/gallery/v1/en/feed.json';

function sinkTests(policy: boolean): void {
  // The gallery sets feed addresses as image sources and links: both phases. The text sinks after it: once, without.
  it('Home gallery: category titles, tile titles and abstracts, media and page addresses and click actions from the feed', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    const react = createRoot(shadow);
    for (let start = 0; start < HOSTILE_STRINGS.length; start += 50) {
      const batch = HOSTILE_STRINGS.slice(start, start + 50);
      const topic = (index: number, text: string) => ({
        preview: {
          id: `t${start + index}`,
          title: text,
          abstract: text,
          media: { src: text },
          contentType: text,
        },
        content: index % 2 === 0 ? { title: text, src: text } : { title: text, onClick: { navigate: text } },
      });
      // The feed as the service answers it, through its parser: the first category holds the batch's tiles (the one
      // shown), each string also names a category (a tab).
      const categories = parseGalleryFeed(
        {
          categories: [
            { id: 'all', title: 'All', items: batch.map((entry, index) => topic(index, entry.text)) },
            ...batch.map((entry, index) => ({
              id: `c${start + index}`,
              title: entry.text,
              items: [topic(index, `plain ${index}`)],
            })),
          ],
        },
        FEED_URL
      );
      flushSync(() =>
        react.render(
          createElement(Gallery, {
            status: 'ready',
            categories,
            pathname: '/',
            search: '',
            navigate: () => undefined,
            consoleOrigin: window.location.origin,
          })
        )
      );
      // Media from an http(s) address is the feed's own image: the attribute checks still apply to it.
      assertInert(shadow, `gallery ${start}–${start + 49}`, ['img']);
      const text = deepText(shadow);
      for (const entry of batch) {
        // The feed's texts are trimmed; a blank title drops the tile (and the category).
        if (entry.text.trim() !== '') expect(text.includes(entry.text.trim()), label(entry)).to.equal(true);
      }
      sinkStats.renders += batch.length * 6;
    }
    react.unmount();
    await settle();
  });

  if (policy) return;

  it('Home dashboard: stored dashboard names, announcement summaries, service health, resource types, recent links', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    const react = createRoot(shadow);
    const ignore = (): undefined => undefined;
    for (let start = 0; start < HOSTILE_STRINGS.length; start += 50) {
      const batch = HOSTILE_STRINGS.slice(start, start + 50);
      // The stored document through its parser (names over 64 characters or blank drop the dashboard): 10 at most.
      const document = parseDashboards({
        version: 1,
        defaultDashboardId: 'd0',
        dashboards: batch.map((entry, index) => ({
          id: `d${index}`,
          name: entry.text,
          widgets: DASHBOARD_WIDGET_KINDS,
        })),
      });
      const data: DashboardWidgetsData = {
        'resource-counts': {
          status: 'ready',
          key: 'k',
          data: {
            region: 'us-ashburn-1',
            total: batch.length,
            partial: false,
            counts: batch.map(entry => ({ resourceType: entry.text, count: 1 })),
          },
        },
        announcements: {
          status: 'ready',
          key: 'k',
          data: {
            total: batch.length,
            more: false,
            items: batch.map((entry, index) => ({
              id: `a${index}`,
              summary: entry.text,
              announcementType: entry.text,
              lifecycleState: 'ACTIVE',
              isBanner: false,
            })),
          },
        },
        'service-health': {
          status: 'ready',
          key: 'k',
          data: {
            region: 'us-ashburn-1',
            statusPageUrl: batch[0]?.text ?? null,
            report: {
              regionCanonicalName: 'us-ashburn-1',
              serviceHealthReports: batch.map((entry, index) => ({
                serviceName: entry.text,
                serviceCanonicalName: `s${index}`,
                serviceStatus: index % 2 === 0 ? 'NormalPerformance' : entry.text,
              })),
            },
          },
        },
        'recent-links': { status: 'loading', key: 'en', data: null },
      };
      flushSync(() =>
        react.render(
          createElement(DashboardView, {
            status: 'ready',
            save: 'idle',
            document,
            location: {},
            widgetStates: {},
            data,
            regionName: batch[1]?.text ?? '',
            locale: 'en-US',
            timeZone: 'UTC',
            actions: {
              addWidget: ignore,
              removeWidget: ignore,
              moveWidget: ignore,
              createDashboard: () => ({ ok: false, error: 'limit' }) as const,
              deleteDashboard: ignore,
              setDefaultDashboard: ignore,
              setWidgetOpen: ignore,
              retryLoad: ignore,
              retrySave: ignore,
              retryWidget: ignore,
              navigate: ignore,
              openExternal: ignore,
            },
          })
        )
      );
      assertInert(shadow, `dashboard ${start}–${start + 49}`);
      const text = deepText(shadow);
      for (const dashboard of document.dashboards) {
        if (dashboard.name !== null) expect(text.includes(dashboard.name), dashboard.id).to.equal(true);
      }
      // Announcement summaries and service names from the services, as text.
      for (const entry of batch) expect(text.includes(entry.text), label(entry)).to.equal(true);
      sinkStats.renders += batch.length * 6;
    }
    react.unmount();
    await settle();
  });

  it('status page: heading, message, error code and link labels, as text', async () => {
    const page = await fixture<ConsoleStatusPage>(
      html`<console-status-page heading="plain" message="plain" code="plain"></console-status-page>`
    );
    page.links = [{ href: '/plain', label: 'plain' }];
    await page.updateComplete;
    // An empty message or code is no paragraph: the element count stays for the others.
    const textOf = (entry: HostileString) => (entry.text === '' ? ' ' : entry.text);
    await fuzzElement(
      page,
      'status page',
      4,
      entry => {
        page.heading = textOf(entry);
        page.message = textOf(entry);
        page.code = textOf(entry);
        page.links = [{ href: '/plain', label: textOf(entry) }];
      },
      (root, entry) => {
        for (const selector of ['h1', '.message', 'code', 'a.link']) {
          expect(root.querySelector(selector)?.textContent, label(entry)).to.equal(textOf(entry));
        }
      }
    );
  });

  it('message bar: the message, as text', async () => {
    const bar = await fixture<ConsoleMessageBar>(
      html`<console-message-bar severity="error" message="plain"></console-message-bar>`
    );
    await fuzzElement(
      bar,
      'message bar',
      1,
      entry => {
        bar.message = entry.text;
      },
      (root, entry) => expect(root.querySelector('.message')?.textContent, label(entry)).to.equal(entry.text)
    );
  });
}

bothPhases(sinkTests);
