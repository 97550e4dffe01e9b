export * from './auth.ts';
export * from './contact-messages.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './packages.ts';
export * from './profiles.ts';
export * from './staff.ts';
