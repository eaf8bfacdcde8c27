import type { DictSection } from '../types.ts';
import type { InvoiceTexts } from './eng.ts';

export const invoice: DictSection<InvoiceTexts> = {
  title: {
    invoice: 'Fattura',
    credit_note: 'Nota di credito',
    receipt: 'Ricevuta',
  },
  labelled: '{label}: {value}',
  issued: 'Data di emissione',
  paid: 'Data di pagamento',
  refunded: 'Data di rimborso',
  corrects: 'Storno di',
  correctsValue: '{number} del {date}',
  payment: 'Pagamento Wordhive Pay',
  job: 'Incarico',
  from: 'Da',
  to: 'A',
  description: 'Descrizione',
  amount: 'Importo',
  net: 'Imponibile',
  vat: 'IVA {rate}',
  vatReverseCharge: 'IVA: inversione contabile',
  vatOutsideEu: 'IVA: non soggetta',
  total: 'Totale',
  cardFee: 'Commissione per il pagamento con carta, pagamento Wordhive Pay {id}',
  serviceFee: 'Commissione di servizio Wordhive Pay, pagamento {id}',
  membership: 'Abbonamento {plan}, dal {from} al {to}',
  reverseCharge:
    'Inversione contabile: l’IVA è dovuta dal committente, articolo 196 della direttiva 2006/112/CE del Consiglio.',
  outsideEu:
    'Operazione non soggetta a IVA: servizio reso a un’impresa fuori dall’UE, tassato dove si trova il committente, articolo 44 della direttiva 2006/112/CE del Consiglio.',
  noVat: 'Operazione senza IVA: l’emittente non è registrato ai fini IVA.',
  paidByCard: 'Pagato con carta tramite Wordhive Pay il {date}.',
  paidFromBalance: 'Pagato con il saldo Wordhive il {date}.',
  deducted: 'Trattenuto dal pagamento Wordhive Pay {id} al suo sblocco, il {date}.',
  refundedNote: 'Rimborsato tramite Wordhive Pay il {date}.',
  onBehalf: 'Emessa tramite Wordhive Pay in nome e per conto di {name}.',
  byPlatform: 'Emessa da {name} tramite Wordhive Pay.',
};
