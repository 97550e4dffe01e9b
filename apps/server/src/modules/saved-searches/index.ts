/**
 * Saved searches and their alerts (issue 30): a person keeps a search's filters under a name
 * (`service.ts`), lists the leads added since its last alert (also for API keys), and may turn
 * on a daily or weekly alert: a pass every 15 minutes in each process claims each due alert
 * once, counts its new leads and queues the e-mail with an unsubscribe link (`alerts.ts`).
 */

export { sendDueAlerts, unsubscribeToken } from './alerts.ts';
export { savedSearchRoutes } from './routes.ts';
