// The whole schema, one module per feature area. drizzle-kit reads this file.
export * from './accounts.ts';
export * from './navigation.ts';
