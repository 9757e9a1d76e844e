export * from './content.ts';
export * from './accounts.ts';
export * from './notifications.ts';
export * from './sales.ts';
export * from './blog.ts';
export * from './security.ts';
export * from './numbering.ts';
