import type { DictSection } from '../types.ts';
import type { InvoiceTexts } from './eng.ts';

export const invoice: DictSection<InvoiceTexts> = {
  title: {
    invoice: 'Rechnung',
    credit_note: 'Stornorechnung',
    receipt: 'Quittung',
  },
  labelled: '{label}: {value}',
  issued: 'Ausstellungsdatum',
  paid: 'Bezahlt am',
  refunded: 'Erstattet am',
  corrects: 'Storno zu',
  correctsValue: '{number} vom {date}',
  payment: 'Wordhive-Pay-Zahlung',
  job: 'Auftrag',
  from: 'Von',
  to: 'An',
  description: 'Beschreibung',
  amount: 'Betrag',
  net: 'Nettobetrag',
  vat: 'USt. {rate}',
  vatReverseCharge: 'USt.: Steuerschuldnerschaft des Leistungsempfängers',
  vatOutsideEu: 'USt.: nicht steuerbar',
  total: 'Gesamtbetrag',
  cardFee: 'Kartengebühr, Wordhive-Pay-Zahlung {id}',
  serviceFee: 'Wordhive-Pay-Servicegebühr, Zahlung {id}',
  membership: '{plan}-Mitgliedschaft, {from} bis {to}',
  reverseCharge:
    'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Die Umsatzsteuer schuldet der Leistungsempfänger, Artikel 196 der Richtlinie 2006/112/EG.',
  outsideEu:
    'Nicht im Inland steuerbar: Leistung an ein Unternehmen außerhalb der EU, besteuert am Ort des Leistungsempfängers, Artikel 44 der Richtlinie 2006/112/EG.',
  noVat: 'Keine Umsatzsteuer berechnet: Der Aussteller ist nicht umsatzsteuerlich registriert.',
  paidByCard: 'Am {date} per Karte über Wordhive Pay bezahlt.',
  paidFromBalance: 'Am {date} aus dem Wordhive-Guthaben bezahlt.',
  deducted: 'Bei der Freigabe der Wordhive-Pay-Zahlung {id} am {date} einbehalten.',
  refundedNote: 'Am {date} über Wordhive Pay zurückgezahlt.',
  onBehalf: 'Ausgestellt über Wordhive Pay im Namen und für Rechnung von {name}.',
  byPlatform: 'Ausgestellt von {name} über Wordhive Pay.',
};
