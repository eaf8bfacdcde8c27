import pg from 'pg';

/** Statements on the PostgreSQL server (creating and dropping databases), over a connection of their own. */
export async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
