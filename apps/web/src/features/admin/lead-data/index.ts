import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { LeadEditPage } from './pages/lead-edit-page';
import { LeadImportPage } from './pages/lead-import-page';
import { LeadImportsPage } from './pages/lead-imports-page';
import { LeadsPage } from './pages/leads-page';
import { NewLeadImportPage } from './pages/new-lead-import-page';

const a = paths.admin;

/** The back office's lead data (issue 13): Leads, Edit Lead, Lead Imports and the import wizard. */
export const leadDataPages: Partial<Record<string, ComponentType>> = {
  [a.leads]: LeadsPage,
  [a.lead.pattern]: LeadEditPage,
  [a.leadImports]: LeadImportsPage,
  [a.newLeadImport]: NewLeadImportPage,
  [a.leadImport.pattern]: LeadImportPage,
};
