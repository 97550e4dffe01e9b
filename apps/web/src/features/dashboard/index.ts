export { UserDashboardPage } from './components/user-dashboard-page';
