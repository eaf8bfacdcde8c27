/** The accessibility statement (/accessibility): WCAG 2.2 AA, known limits, reporting a barrier. */
export const accessibility = {
  title: 'Dichiarazione di accessibilità',
  description:
    'Come Wordhive rispetta le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA, cosa manca ancora e come segnalarci una barriera.',
  lead: 'Wordhive è per tutti i professionisti delle lingue e per tutti i clienti, qualunque sia il dispositivo, la lingua o il modo di usare lo schermo. Il nostro obiettivo sono le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2 al livello AA.',
  statusTitle: 'A che punto siamo',
  status:
    'Wordhive è parzialmente conforme alle WCAG 2.2 AA: le pagine le rispettano, con le eccezioni elencate in «Limiti noti».',
  measuresTitle: 'Cosa facciamo',
  measureAxe:
    'Ogni pagina è verificata con il motore di accessibilità axe nei nostri test automatici, in una lingua da sinistra a destra e in una da destra a sinistra, con il tema chiaro e quello scuro.',
  measureKeyboard:
    'Tutto funziona con la sola tastiera, con un focus visibile e un link «Vai al contenuto» in cima a ogni pagina.',
  measureForms:
    'I moduli danno un’etichetta a ogni campo e dicono cosa non va accanto al campo, con parole che uno screen reader annuncia.',
  measureContrast:
    'Il testo mantiene un contrasto di almeno 4,5 a 1 in entrambi i temi, e le animazioni si fermano quando il tuo sistema chiede movimento ridotto.',
  measureLanguages:
    'L’interfaccia è in sette lingue, l’ebraico da destra a sinistra; un messaggio di chat scritto nella direzione opposta alla pagina si mostra nella sua.',
  limitsTitle: 'Limiti noti',
  limitUploads:
    'Foto, campioni di portfolio e testi caricati dai membri sono descritti dai loro autori; non possiamo verificarli tutti.',
  limitClassic: 'Le pagine del sito classico a cui portano alcuni menu non rientrano in questa dichiarazione.',
  limitCharts: 'I grafici dell’area di amministrazione sono disegni; i loro numeri sono anche nelle tabelle accanto.',
  reportTitle: 'Segnalaci una barriera',
  report:
    'Se qualcosa su Wordhive ti ostacola, dicci in quale pagina e cosa è successo. Il team legge ogni segnalazione, e le barriere si correggono prima delle nuove funzioni.',
  reportButton: 'Segnala una barriera',
  settingsLink: 'Impostazioni di accessibilità sul sito classico',
  reviewed: 'Questa dichiarazione è stata rivista l’ultima volta il {date}.',
};
