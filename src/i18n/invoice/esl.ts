import type { DictSection } from '../types.ts';
import type { InvoiceTexts } from './eng.ts';

export const invoice: DictSection<InvoiceTexts> = {
  title: {
    invoice: 'Factura',
    credit_note: 'Factura rectificativa',
    receipt: 'Recibo',
  },
  labelled: '{label}: {value}',
  issued: 'Fecha de emisión',
  paid: 'Fecha de pago',
  refunded: 'Fecha de reembolso',
  corrects: 'Rectifica a',
  correctsValue: '{number} del {date}',
  payment: 'Pago de Wordhive Pay',
  job: 'Trabajo',
  from: 'De',
  to: 'Para',
  description: 'Concepto',
  amount: 'Importe',
  net: 'Base imponible',
  vat: 'IVA {rate}',
  vatReverseCharge: 'IVA: inversión del sujeto pasivo',
  vatOutsideEu: 'IVA: no sujeto',
  total: 'Total',
  cardFee: 'Comisión por pago con tarjeta, pago {id} de Wordhive Pay',
  serviceFee: 'Comisión de servicio de Wordhive Pay, pago {id}',
  membership: 'Membresía {plan}, del {from} al {to}',
  reverseCharge:
    'Inversión del sujeto pasivo: el IVA lo declara el cliente, artículo 196 de la Directiva 2006/112/CE del Consejo.',
  outsideEu:
    'Operación no sujeta a IVA: servicio prestado a una empresa de fuera de la UE, que tributa donde está el cliente, artículo 44 de la Directiva 2006/112/CE del Consejo.',
  noVat: 'Sin IVA: el emisor no está dado de alta en el IVA.',
  paidByCard: 'Pagado con tarjeta a través de Wordhive Pay el {date}.',
  paidFromBalance: 'Pagado con el saldo de Wordhive el {date}.',
  deducted: 'Descontado del pago {id} de Wordhive Pay al liberarse, el {date}.',
  refundedNote: 'Reembolsado a través de Wordhive Pay el {date}.',
  onBehalf: 'Expedida a través de Wordhive Pay en nombre y por cuenta de {name}.',
  byPlatform: 'Emitido por {name} a través de Wordhive Pay.',
};
