/** The consent banner for third-party scripts (naming.md “Third-party scripts”), off unless a script is configured. */
export const consent = {
  label: 'Escolhas de privacidade',
  title: 'Podemos usar dois serviços externos?',
  intro: 'A Wordhive funciona por completo sem eles. Nada deles é carregado a menos que você aceite:',
  sessionRecording: 'gravações de sessão, que nos mostram onde as páginas atrapalham os visitantes;',
  marketing: 'automação de marketing, que mede nossos boletins e ofertas.',
  change: 'Você pode mudar de ideia a qualquer momento em “Escolhas de privacidade”, no rodapé de cada página.',
  accepted: 'Você aceitou estes serviços.',
  rejected: 'Você recusou estes serviços.',
  accept: 'Aceitar',
  reject: 'Recusar',
};
