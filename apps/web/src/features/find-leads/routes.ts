/**
 * The Find Leads screens. Loaded only through dynamic import() from the router, so they ship
 * as their own chunk: never import this file statically (other areas use `index.ts`).
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { ApiKeysPage } from './pages/api-keys-page';
import { CompanyPage } from './pages/company-page';
import { CreditsPage } from './pages/credits-page';
import { EnrichmentsPage } from './pages/enrichments-page';
import { FinderPage } from './pages/finder-page';
import { ListPage } from './pages/list-page';
import { ListsPage } from './pages/lists-page';
import { MyLeadsPage } from './pages/my-leads-page';
import { SavedSearchesPage } from './pages/saved-searches-page';
import { SearchPage } from './pages/search-page';

export { FindLeadsLayout } from './components/find-leads-layout';

const pages: Record<string, ComponentType> = {
  [paths.findLeads]: SearchPage,
  [paths.leadLists]: ListsPage,
  [paths.leadList.pattern]: ListPage,
  [paths.myLeads]: MyLeadsPage,
  [paths.creditHistory]: CreditsPage,
  [paths.finder]: FinderPage,
  [paths.enrichments]: EnrichmentsPage,
  [paths.savedSearches]: SavedSearchesPage,
  [paths.company.pattern]: CompanyPage,
  [paths.findLeadsApi]: ApiKeysPage,
};

/** The screen of a Find Leads route pattern. */
export function findLeadsPageFor(pattern: string): ComponentType {
  const page = pages[pattern];
  if (!page) throw new Error(`No Find Leads page for ${pattern}`);
  return page;
}
