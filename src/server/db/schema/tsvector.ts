import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector, read as its text: drizzle has no column type of its own for it. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
