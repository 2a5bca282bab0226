import type { ComponentType } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';

import { container, textLink, visuallyHidden } from '../../../ui/layout.css';
import { useSession } from '../api/session';
import { StaffHeader } from '../components/staff-header';
import * as styles from '../components/staff.css';
import type { AdminTabProps } from './admin-lock';
import { ArticlesTab } from './articles-tab';
import { JobsTab } from './jobs-tab';
import { MessagesTab } from './messages-tab';
import { RssFeedsTab } from './rss-feeds-tab';
import { SubscribersTab } from './subscribers-tab';
import { UsersTab } from './users-tab';

/**
 * The panel's sections, in order (staff §2).
 */
export const adminTabs: ReadonlyArray<{ id: string; label: string; Panel: ComponentType<AdminTabProps> }> = [
  { id: 'articles', label: 'Articles', Panel: ArticlesTab },
  { id: 'rss-feeds', label: 'RSS Feeds', Panel: RssFeedsTab },
  { id: 'users', label: 'Users', Panel: UsersTab },
  { id: 'newsletter', label: 'Newsletter', Panel: SubscribersTab },
  { id: 'jobs', label: 'Jobs', Panel: JobsTab },
  { id: 'messages', label: 'Messages', Panel: MessagesTab },
];

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={textLink}>
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}

/** The unlocked panel: tools opening in new tabs, then the tabbed sections. */
export function AdminPanel({ onLocked }: AdminTabProps) {
  const session = useSession();
  const user = session.data ?? undefined;
  return (
    <div className={container}>
      <div className={styles.page}>
        <StaffHeader kicker="Admin" title="Admin Dashboard" user={user}>
          Publish and edit articles, approve staff accounts and read the newsletter list.
        </StaffHeader>
        <nav aria-label="Admin tools" className={styles.actions}>
          <NewTabLink to="/create">Professional Article Editor</NewTabLink>
          <NewTabLink to="/twitter-settings">Social Auto-Posting Settings</NewTabLink>
        </nav>
        <Tabs className={styles.tabs}>
          <TabList aria-label="Admin sections" className={styles.tabList}>
            {adminTabs.map((tab) => (
              <Tab key={tab.id} id={tab.id} className={styles.tab}>
                {tab.label}
              </Tab>
            ))}
          </TabList>
          {adminTabs.map(({ id, Panel }) => (
            <TabPanel key={id} id={id} className={styles.tabPanel}>
              <Panel onLocked={onLocked} />
            </TabPanel>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
