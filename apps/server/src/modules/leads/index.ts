export { adminLeadRoutes } from './admin-routes.ts';
export { insertLeads, type LeadData, updateLeadsByEmail } from './bulk-write.ts';
export { type DemoLead, demoLeads, generateDemoLeads } from './demo-leads.ts';
export { leadRoutes } from './routes.ts';
export { seedFindLeadsDemo } from './seed.ts';
