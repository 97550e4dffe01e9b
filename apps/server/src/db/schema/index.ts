export * from './auth.ts';
export * from './profiles.ts';
export * from './staff.ts';
