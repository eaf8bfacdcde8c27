import type { DictSection } from '../types.ts';
import type { InvoiceTexts } from './eng.ts';

export const invoice: DictSection<InvoiceTexts> = {
  title: {
    invoice: 'Fatura',
    credit_note: 'Nota de crédito',
    receipt: 'Recibo',
  },
  number: 'Número',
  issued: 'Data de emissão',
  paid: 'Data de pagamento',
  refunded: 'Data de reembolso',
  corrects: 'Retifica',
  correctsValue: '{number} de {date}',
  payment: 'Pagamento Wordhive Pay',
  job: 'Trabalho',
  from: 'De',
  to: 'Para',
  description: 'Descrição',
  amount: 'Valor',
  net: 'Valor líquido',
  vat: 'IVA {rate}',
  vatReverseCharge: 'IVA: autoliquidação',
  vatOutsideEu: 'IVA: não aplicável',
  total: 'Total',
  cardFee: 'Taxa de pagamento com cartão, pagamento Wordhive Pay {id}',
  serviceFee: 'Taxa de serviço Wordhive Pay, pagamento {id}',
  membership: 'Assinatura {plan}, de {from} a {to}',
  reverseCharge: 'Autoliquidação: o IVA é devido pelo adquirente, artigo 196.º da Diretiva 2006/112/CE do Conselho.',
  outsideEu:
    'IVA não aplicável: serviço prestado a uma empresa fora da UE, tributado onde se encontra o adquirente, artigo 44.º da Diretiva 2006/112/CE do Conselho.',
  noVat: 'Sem IVA: o emitente não está registrado para fins de IVA.',
  paidByCard: 'Pago com cartão através do Wordhive Pay em {date}.',
  paidFromBalance: 'Pago com o saldo Wordhive em {date}.',
  refundedNote: 'Reembolsado através do Wordhive Pay em {date}.',
  onBehalf: 'Emitida através do Wordhive Pay em nome e por conta de {name}.',
  byPlatform: 'Emitido por {name} através do Wordhive Pay.',
};
