export { adminLeadRoutes } from './admin-routes.ts';
export { insertLeads, type LeadData, updateLeadsByEmail } from './bulk-write.ts';
export { CRM_HEADERS, type CrmLead, crmRow } from './crm-columns.ts';
export { type DemoLead, demoLeads, generateDemoLeads } from './demo-leads.ts';
export { leadFilter, notSuppressed } from './filters.ts';
export { leadColumns, presentLeads } from './present.ts';
export { assertMayReveal, revealLeads } from './reveal.ts';
export { leadRoutes } from './routes.ts';
export { seedFindLeadsDemo } from './seed.ts';
