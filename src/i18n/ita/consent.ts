/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'Scelte sulla privacy',
  title: 'Possiamo usare due servizi esterni?',
  intro: 'Wordhive funziona del tutto anche senza. Non si carica nulla di loro finché non accetti:',
  sessionRecording: 'le registrazioni delle sessioni, che ci mostrano dove le pagine ostacolano i visitatori;',
  marketing: 'l’automazione del marketing, che misura le nostre newsletter e offerte.',
  change: 'Puoi cambiare idea in qualsiasi momento con «Scelte sulla privacy» in fondo a ogni pagina.',
  accepted: 'Hai accettato questi servizi.',
  rejected: 'Hai rifiutato questi servizi.',
  accept: 'Accetta',
  reject: 'Rifiuta',
};
