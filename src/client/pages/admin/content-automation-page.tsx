import { lazy, Suspense, type ComponentType } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { LiveLoading } from '../../features/admin-dashboard/polled-state.tsx';
import { ContentStatCards } from '../../features/content-automation/content-stat-cards.tsx';
import { contentTabs, useContentTab, type ContentTab } from '../../features/content-automation/content-tabs.ts';
import { PortalPage } from '../../components/layout/portal-page-header.tsx';

/** A tab's module, loaded when the tab is first opened. */
function tab<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const tabPanels: Record<ContentTab, ComponentType> = {
  rss: tab(() => import('../../features/content-automation/rss-tab.tsx'), 'RssTab'),
  seo: tab(() => import('../../features/content-automation/seo-tab.tsx'), 'SeoTab'),
  analytics: tab(() => import('../../features/content-automation/analytics-tab.tsx'), 'ContentAnalyticsTab'),
};

/**
 * /admin/content-automation (spec §2): the stat cards and three tabs, RSS Automation, SEO Optimization and
 * Content Analytics; the open tab is `?tab=`. Generated posts are drafts: the cards link to the review queue.
 */
export function Page() {
  const [open, setOpen] = useContentTab();
  return (
    <PortalPage
      title="Content Automation & SEO"
      description="Industry news rewritten into drafts for review, SEO analysis and optimisation of every post, and what the blog holds."
    >
      <ContentStatCards />
      <Tabs value={open} onValueChange={setOpen} activationMode="manual" className="min-w-0">
        <TabsList aria-label="Content automation" className="max-sm:grid max-sm:w-full max-sm:grid-cols-1">
          {contentTabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="max-sm:px-2">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {contentTabs.map((item) => {
          const Panel = tabPanels[item.value];
          return (
            <TabsContent key={item.value} value={item.value} className="min-w-0">
              <Suspense fallback={<LiveLoading label="Loading…" />}>
                <Panel />
              </Suspense>
            </TabsContent>
          );
        })}
      </Tabs>
    </PortalPage>
  );
}
