import type { BackLink } from '@/components/kit';
import { paths } from '@/config/paths';

const a = paths.admin;

/** The hubs the content editors lead back to. */
export const homepageHub: BackLink = { to: a.settingHomepage, label: 'Home Page Setting' };
export const settingsHub: BackLink = { to: a.setting, label: 'Settings' };
export const footerHub: BackLink = { to: a.settingFooter, label: 'Footer Setting' };
