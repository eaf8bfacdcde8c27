/** The currencies Wordhive Pay, job budgets and membership prices use (no schema: pages import it). */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'BRL', 'ILS'] as const;
export type Currency = (typeof CURRENCIES)[number];
