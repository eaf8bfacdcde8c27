/**
 * A payment's invoice, receipts and credit notes, each a PDF to download (docs/decisions/110); before
 * the payment is funded, or once it was cancelled unfunded, what the member gets instead: no link
 * that would answer a refusal.
 */
import type { DocumentSummary } from '../../../contract/invoicing.ts';
import type { Payment } from '../../../contract/payments.ts';
import { fmtNodes, formatDate, useLocale, useT } from '../../i18n.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { Money, PAY_API } from './pay-shared.tsx';

export function PaymentDocuments({ payment, documents }: { payment: Payment; documents: DocumentSummary[] }) {
  const t = useT();
  const locale = useLocale();
  const p = t.pay.payment;
  if (payment.status === 'awaiting_funding') return <p className="text-sm text-muted">{p.noInvoiceYet}</p>;
  if (documents.length === 0)
    return payment.status === 'cancelled' ? <p className="text-sm text-muted">{p.noInvoice}</p> : null;
  return (
    <section aria-labelledby="payment-documents" className="w-full">
      <h3 id="payment-documents" className="text-sm font-semibold">
        {p.documents}
      </h3>
      <ul className="mt-1 space-y-1 text-sm">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-baseline gap-x-2">
            <a href={`${PAY_API}/documents/${d.id}`} download>
              {fmtNodes(p.document, { kind: p.kinds[d.kind], number: <bdi>{d.number}</bdi> })}
            </a>
            <span className="text-muted">
              {fmtNodes(p.issuedBy, { name: <UserText text={d.issuer.name} /> })} · {formatDate(d.issuedAt, locale)} ·{' '}
              <Money cents={d.total} currency={d.currency} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
