import type { DictSection } from '../types.ts';
import type { InvoiceTexts } from './eng.ts';

export const invoice: DictSection<InvoiceTexts> = {
  title: {
    invoice: 'Facture',
    credit_note: 'Avoir',
    receipt: 'Reçu',
  },
  labelled: '{label}\u00a0: {value}',
  issued: 'Date d’émission',
  paid: 'Date de paiement',
  refunded: 'Date de remboursement',
  corrects: 'Avoir sur',
  correctsValue: '{number} du {date}',
  payment: 'Paiement Wordhive Pay',
  job: 'Mission',
  from: 'De',
  to: 'À',
  description: 'Désignation',
  amount: 'Montant',
  net: 'Montant HT',
  vat: 'TVA {rate}',
  vatReverseCharge: 'TVA\u00a0: autoliquidation',
  vatOutsideEu: 'TVA\u00a0: non applicable',
  total: 'Total',
  cardFee: 'Frais de paiement par carte, paiement Wordhive Pay {id}',
  serviceFee: 'Frais de service Wordhive Pay, paiement {id}',
  membership: 'Adhésion {plan}, du {from} au {to}',
  reverseCharge:
    'Autoliquidation\u00a0: la TVA est due par le preneur, article 196 de la directive 2006/112/CE du Conseil.',
  outsideEu:
    'TVA non applicable\u00a0: prestation à une entreprise hors de l’UE, imposable là où se trouve le preneur, article 44 de la directive 2006/112/CE du Conseil.',
  noVat: 'TVA non applicable\u00a0: l’émetteur n’est pas assujetti à la TVA.',
  paidByCard: 'Payé par carte via Wordhive Pay le {date}.',
  paidFromBalance: 'Payé avec le solde Wordhive le {date}.',
  deducted: 'Retenu sur le paiement Wordhive Pay {id} lors de sa libération, le {date}.',
  refundedNote: 'Remboursé via Wordhive Pay le {date}.',
  onBehalf: 'Émise via Wordhive Pay au nom et pour le compte de {name}.',
  byPlatform: 'Émis par {name} via Wordhive Pay.',
};
