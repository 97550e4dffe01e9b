export * from './auth.ts';
export * from './content.ts';
export * from './content-fields.ts';
export * from './email.ts';
export * from './errors.ts';
export * from './me.ts';
export * from './profile.ts';
export * from './roles.ts';
