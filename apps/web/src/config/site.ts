export const SITE_NAME = 'LeadVault';
export const COPYRIGHT = '© 2026 LeadVault. All rights reserved.';
export const FOOTER_ABOUT =
  'LeadVault provides verified business e-mail databases that help sales and marketing teams ' +
  'reach the right decision makers — segmented, up to date and ready to use.';
