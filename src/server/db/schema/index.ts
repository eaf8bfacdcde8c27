// The whole schema, one module per feature area. drizzle-kit reads this file.
export * from './accounts.ts';
export * from './communities.ts';
export * from './content.ts';
export * from './directory.ts';
export * from './invoices.ts';
export * from './managed-services.ts';
export * from './members.ts';
export * from './navigation.ts';
export * from './networking.ts';
export * from './opportunities.ts';
export * from './payments.ts';
export * from './realtime.ts';
export * from './reviews.ts';
export * from './software-hub.ts';
export * from './staff.ts';
export * from './teams.ts';
export * from './testimonials.ts';
