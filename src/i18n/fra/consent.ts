/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'Choix de confidentialité',
  title: 'Pouvons-nous utiliser deux services externes ?',
  intro: 'Wordhive fonctionne entièrement sans eux. Rien d’eux ne se charge tant que vous n’avez pas accepté :',
  sessionRecording: 'l’enregistrement de sessions, qui nous montre où les pages gênent les visiteurs ;',
  marketing: 'l’automatisation marketing, qui mesure nos lettres d’information et nos offres.',
  change: 'Vous pouvez changer d’avis à tout moment avec « Choix de confidentialité » en bas de chaque page.',
  accepted: 'Vous avez accepté ces services.',
  rejected: 'Vous avez refusé ces services.',
  accept: 'Accepter',
  reject: 'Refuser',
};
