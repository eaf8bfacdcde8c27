/**
 * The payment form filled for what is left of a job: its chosen professional, the amount, the job's
 * currency (which the form then fixes) and its title as what the payment is for.
 */
export function payForJobPath(job: { id: number; title: string; currency: string }, payeeId: number, cents: number) {
  const query = new URLSearchParams({
    payee: String(payeeId),
    job: String(job.id),
    amount: (cents / 100).toFixed(2),
    currency: job.currency,
    description: job.title,
  });
  return `/payments/new?${query}`;
}
