export { adminLeadRoutes } from './admin-routes.ts';
export { revealBatch } from './batch-reveal.ts';
export { insertLeads, type LeadData, updateLeadsByEmail } from './bulk-write.ts';
export { CRM_HEADERS, type CrmLead, crmRow } from './crm-columns.ts';
export { type DemoLead, demoLeads, generateDemoLeads } from './demo-leads.ts';
export { unlockedLeadsCsv } from './export.ts';
export { leadFilter, notSuppressed, wordTexts } from './filters.ts';
export { type ResolvedWords, resolveWords } from './lead-words.ts';
export { addToLeadListOf, createLeadList } from './lists.ts';
export { leadColumns, presentLeads } from './present.ts';
export { leadPreviewRoutes } from './preview-routes.ts';
export { leadReadBudget } from './read-budget.ts';
export {
  assertMayReveal,
  needsCheckNow,
  revealLeads,
  type SaleRule,
  sellsNow,
} from './reveal.ts';
export { leadRoutes } from './routes.ts';
export { seedFindLeadsDemo } from './seed.ts';
