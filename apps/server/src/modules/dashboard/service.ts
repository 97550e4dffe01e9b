import { type DashboardStats, type Role, SALES_CHART_DAYS } from '@leadvault/contract';
import type { DbOrTx } from '../../db/index.ts';
import { countUnreadMessages } from '../contact/index.ts';
import { countTemplateVersions } from '../email-templates/index.ts';
import { orderCounts, salesByDay } from '../orders/index.ts';
import { countPackages } from '../packages/index.ts';
import { countStaff } from '../users/index.ts';

/**
 * The dashboard's numbers. Every tile counts what its screen lists, so a Manager (who may open
 * only the dashboard and the e-mail template) gets the sales chart and the template count, and
 * none of the Admin-only counts.
 */
export async function dashboardStats(
  db: DbOrTx,
  role: Role,
  now = new Date(),
): Promise<DashboardStats> {
  const [days, emailTemplateVersions] = await Promise.all([
    salesByDay(db, SALES_CHART_DAYS, now),
    countTemplateVersions(db),
  ]);
  const sales = {
    days,
    total: Math.round(days.reduce((sum, day) => sum + day.amount * 100, 0)) / 100,
  };
  if (role !== 'Admin') return { emailTemplateVersions, sales };
  const [packages, orders, unreadMessages, users] = await Promise.all([
    countPackages(db),
    orderCounts(db),
    countUnreadMessages(db),
    countStaff(db),
  ]);
  return { packages, orders, unreadMessages, users, emailTemplateVersions, sales };
}
