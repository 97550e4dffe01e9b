export { adminLeadRoutes } from './admin-routes.ts';
export { type DemoLead, generateDemoLeads } from './demo-leads.ts';
export { leadRoutes } from './routes.ts';
export { seedFindLeadsDemo } from './seed.ts';
