export { adminLeadRoutes } from './admin-routes.ts';
export { type DemoLead, demoLeads, generateDemoLeads } from './demo-leads.ts';
export { leadRoutes } from './routes.ts';
export { seedFindLeadsDemo } from './seed.ts';
