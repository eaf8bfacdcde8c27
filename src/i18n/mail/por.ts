import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'Equipe Wordhive',
  fromTo: '{from} → {to}',
  confirmSignup: {
    subject: 'Confirme sua conta no Wordhive',
    body:
      'Olá, {name},\n\n' +
      'Boas-vindas ao Wordhive. Confirme seu endereço de e-mail para ativar sua conta:\n\n' +
      '{link}\n\n' +
      'O link funciona uma vez, por 24 horas. Se você não se cadastrou, ignore este e-mail: nenhuma conta é criada sem esta etapa.',
  },
  alreadyRegistered: {
    subject: 'Você já tem uma conta no Wordhive',
    body:
      'Olá, {name},\n\n' +
      'Alguém, provavelmente você, tentou se cadastrar com este endereço, mas ele já pertence a uma conta no Wordhive.\n\n' +
      'Entrar: {signin}\n' +
      'Esqueceu a senha? Escolha uma nova: {reset}\n\n' +
      'Se não foi você, ignore este e-mail: nada mudou.',
  },
  resetPassword: {
    subject: 'Escolha uma nova senha do Wordhive',
    body:
      'Olá, {name},\n\n' +
      'Para escolher uma nova senha, abra este link:\n\n' +
      '{link}\n\n' +
      'O link funciona uma vez, por uma hora. Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  },
  resetPasswordByStaff: {
    subject: 'A equipe do Wordhive enviou um link para você escolher uma nova senha',
    body:
      'Olá, {name},\n\n' +
      'A equipe do Wordhive enviou este link para você escolher uma nova senha para a sua conta:\n\n' +
      '{link}\n\n' +
      'O link funciona uma vez, por uma hora. Se você não pediu isso ao suporte do Wordhive, ignore este e-mail: sua senha continua a mesma. Ninguém do Wordhive vai pedir este link ou a sua senha.',
  },
  passwordChanged: {
    subject: 'Sua senha do Wordhive foi alterada',
    body: 'Olá, {name}:\n\nA senha da sua conta Wordhive acabou de ser alterada, e todos os outros dispositivos foram desconectados.\n\nSe não foi você, escolha uma nova senha agora: {reset}',
  },
  changeEmail: {
    subject: 'Confirme seu novo endereço no Wordhive',
    body: 'Olá, {name}:\n\nPara usar este endereço na sua conta Wordhive, abra este link:\n\n{link}\n\nO link funciona uma vez, durante 24 horas. Se não pediu isto, ignore este e-mail: nada muda.',
  },
  emailChanged: {
    subject: 'Seu endereço no Wordhive foi alterado',
    body: 'Olá, {name}:\n\nSua conta Wordhive agora usa o endereço {email}; com este endereço não é mais possível entrar.\n\nSe não foi você, escolha imediatamente uma nova senha e escreva para o atendimento aos membros: {reset}',
  },
  accountDeleted: {
    subject: 'Sua conta Wordhive foi excluída',
    body: 'Olá, {name}:\n\nSua conta Wordhive e seu perfil foram excluídos, como você pediu. Perfil, pares de idiomas, tarifas, amostras, conversas e notificações não existem mais; as avaliações que você deixou para outros membros permanecem nos perfis deles, com o nome com que você as assinou.\n\nVocê pode se cadastrar de novo com este endereço quando quiser.',
  },
  clientRequests: {
    note: 'O recado:',
    reviewSubject: '{member} pede sua avaliação no Wordhive',
    reviewBody:
      'Olá, {client},\n\n{member} trabalhou para você e pede uma breve avaliação no perfil do Wordhive: você trabalharia com essa pessoa de novo, quantas estrelas daria, e algumas palavras sobre o porquê.{note}\n\nResponda aqui, sem precisar de conta:\n\n{link}\n\nO link funciona uma vez, até {date}. Sua resposta aparece no perfil com o nome que você informar. Se você não conhece {member}, ignore este e-mail.',
    projectSubject: '{member} pede que você confirme um projeto',
    projectBody:
      'Olá, {client},\n\n{member} apresenta no perfil do Wordhive este projeto como feito para você:\n\n{project}{note}\n\nFoi assim? Responda aqui, sem precisar de conta:\n\n{link}\n\nO link funciona uma vez, até {date}. Se você confirmar, o projeto mostra seu nome como quem o confirmou. Se você não conhece {member}, ignore este e-mail.',
    units: {
      words: 'palavras',
      pages: 'páginas',
      hours: 'horas',
      minutes: 'minutos',
    },
    reviewAnsweredTitle: '{client} respondeu ao seu pedido de avaliação',
    reviewAnsweredMessage: 'A avaliação está no seu perfil.',
    projectAnsweredTitle: '{client} respondeu sobre um projeto',
    projectConfirmed: '“{project}” agora está confirmado no seu perfil.',
    projectNotConfirmed: '{client} não confirmou “{project}”.',
    reportDecidedTitle: 'A equipe decidiu sobre uma avaliação denunciada',
    reportKept: 'Ela continua no perfil. Motivo da equipe: {reason}',
    reportRemoved: 'Ela foi retirada do perfil. Motivo da equipe: {reason}',
  },
  availability: {
    backTitle: 'Seu perfil volta a dizer que você aceita trabalho novo',
    backMessage:
      'Chegou o dia que você indicou: os clientes encontram você entre os membros que aceitam trabalho novo. Você pode mudar isso na apresentação do seu perfil.',
  },
  teams: {
    inviteSubject: '{business} convida você para a equipe “{team}” na Wordhive',
    inviteBody:
      'Olá,\n\n{business} convida você para entrar na equipe “{team}” na Wordhive. Os membros da equipe aparecem na página dela e ficam sabendo primeiro dos trabalhos.\n\nEntre com este endereço de e-mail e aceite aqui:\n\n{link}\n\nO link funciona uma vez, até {date}. Se você não conhece {business}, ignore este e-mail.',
  },
  jobs: {
    alertTitle: 'Novo trabalho para uma das suas buscas salvas',
    quoteTitle: '{name} enviou um orçamento para “{title}”',
    quoteMessage: 'Compare os orçamentos lado a lado na página do trabalho.',
    invitedTitle: '{client} convida você a enviar um orçamento para “{title}”',
    invitedMessage: 'Leia o trabalho e envie seu orçamento na página dele: orçar é gratuito.',
    invitationDeclinedTitle: '{name} não vai enviar orçamento para “{title}”',
    invitationDeclinedBusy:
      'Não tem tempo para isso agora. Você pode convidar outra pessoa no lugar pela página do trabalho.',
    invitationDeclinedFit:
      'Não é a sua área ou o seu par de idiomas. Você pode convidar outra pessoa no lugar pela página do trabalho.',
    invitationDeclinedTerms:
      'O orçamento ou o prazo não servem. Você pode convidar outra pessoa pela página do trabalho ou rever as condições.',
    invitationWithdrawnTitle: '{client} retirou o convite para orçar “{title}”',
    invitationWithdrawnMessage:
      'Não é preciso responder. Se o trabalho ainda estiver aberto para você, pode enviar um orçamento na página dele mesmo assim.',
    paymentRequestTitle: '{name} pede para ser pago(a) por “{title}”',
    paymentRequestMessage:
      'Faltam {amount} a pagar do orçamento escolhido. Você pode pagar pelo Wordhive Pay na página do trabalho.',
    awardedTitle: 'Seu orçamento para “{title}” foi aceito',
    awardedMessage: '{client} escolheu seu orçamento. Combine os detalhes pelo chat.',
    quoteDeclinedTitle: 'O seu orçamento para “{title}” foi recusado',
    quoteDeclinedMessage:
      '{client} recusou o seu orçamento. Enquanto o trabalho estiver aberto, você pode enviar um novo na página dele.',
    changedTitle: '“{title}” mudou depois do seu orçamento',
    changedMessage:
      '{client} mudou o volume, os idiomas, o serviço ou o prazo do trabalho. Confirme o seu orçamento ou envie um novo na página dele: até lá, ele não pode ser escolhido.',
    declinedTitle: 'Novidades sobre “{title}”',
    declinedMessage:
      '{client} escolheu outro orçamento desta vez. Obrigado por enviar o seu: suas buscas salvas vão avisar você dos próximos trabalhos.',
    cancelledTitle: '“{title}” foi cancelado',
    cancelledMessage: 'O cliente cancelou este trabalho. Enviar o orçamento não custou nada.',
    completedTitle: '“{title}” foi concluído',
    completedMessage:
      '{client} marcou o trabalho como concluído. Avalie o cliente no Blue Board e veja como ele avaliou você.',
    ratedTitle: '{name} avaliou você por “{title}”',
    ratedMessage: 'Leia a avaliação e responda na página do trabalho.',
    digestSubject: 'Novos trabalhos para suas buscas salvas no Wordhive',
    digestBody:
      'Olá, {name},\n\nestes trabalhos foram publicados no último dia e correspondem às suas buscas salvas:\n\n{jobs}\n\nAltere suas buscas salvas ou pare de receber estes e-mails aqui: {link}',
    digestDeadline: 'Prazo: {date}',
  },
  assessment: {
    passedTitle: 'Avaliação aprovada: {pair}',
    passedMessage: 'Você obteve {score} de 100. O resultado agora aparece no seu perfil como credencial verificada.',
    failedTitle: 'Resultado da avaliação: {pair}',
    failedMessage:
      'Você obteve {score} de 100; para passar são precisos 70. Leia o comentário do avaliador e tente de novo em 30 dias.',
  },
  quoteRequest: {
    title: 'Pedido de orçamento de {name}',
    message: '{service}, {source} → {targets}. Responda para {email}.',
  },
  /** A member's software review moderated (software-hub/service.ts, decision 127). */
  softwareReviews: {
    approvedTitle: 'A sua avaliação de {tool} foi publicada',
    approvedMessage: 'Os membros a leem na página da ferramenta.',
    rejectedTitle: 'A sua avaliação de {tool} não foi publicada',
    rejectedMessage: 'Motivo da equipe: {reason}',
    editRejectedMessage: 'Continua a versão publicada antes. Motivo da equipe: {reason}',
  },
  testimonials: {
    approvedTitle: 'Seu depoimento foi publicado',
    approvedMessage: 'Obrigado: os membros podem lê-lo na página de depoimentos.',
    approvedWithNote: 'Obrigado: ele foi publicado. Uma nota da equipe: {reason}',
    rejectedTitle: 'Seu depoimento não foi publicado',
    rejectedMessage: 'O motivo: {reason}. Você pode escrever um novo.',
  },
  pay: {
    createdTitle: '{name} vai pagar {amount} a você',
    createdMessage: '“{description}”: o pagamento será financiado até o vencimento. Veja em Pendentes, em Pagamentos.',
    fundedTitle: '{name} pagou {amount} a você',
    fundedMessage: '“{description}”: o dinheiro fica pendente até ser liberado.',
    membershipPaidTitle: '{amount} pagos pela sua assinatura Wordhive',
    membershipPaidMessage:
      'Mais um ano de assinatura é seu. O recibo está na página Assinatura e em Pagamentos, em Enviados.',
    releasedTitle: 'Os {amount} de {name} agora são seus',
    releasedMessage: '“{description}” foi liberado para o seu saldo Wordhive, descontada a taxa de serviço.',
    cancelledTitle: 'Um pagamento de {amount} foi cancelado',
    cancelledMessage: '{name} cancelou o pagamento de “{description}”.',
    debitedTitle: 'Estorno em um pagamento de {name}',
    debitedMessage: 'O dinheiro pago por “{description}” foi estornado. O motivo está em Estornos.',
    disputedTitle: '{name} disputa {amount} de um pagamento',
    disputedMessage:
      '“{description}”: o dinheiro continua retido. Dê a sua versão na página do pagamento em até 5 dias; depois a equipe decide.',
    answeredTitle: '{name} respondeu à sua disputa',
    answeredMessage: '“{description}”: a equipe lê agora as duas versões e decide. Até lá o dinheiro continua retido.',
    refundedTitle: '{name} devolveu {amount} a você',
    refundedMessage:
      '“{description}”: o dinheiro voltou para onde você pagou; no cartão, com a parte da taxa do cartão.',
    decidedTitle: 'A equipe decidiu a disputa de um pagamento com {name}',
    decidedMessage:
      '“{description}”: {amount} voltou para quem pagou e o resto para quem recebe. O motivo está na página do pagamento.',
    /** A decision that released everything, and one that gave everything back ({amount}); a split is decidedMessage. */
    decidedReleaseMessage:
      '“{description}”: a equipe liberou tudo para quem recebe. O motivo está na página do pagamento.',
    decidedRefundMessage:
      '“{description}”: {amount} voltou para quem pagou, tudo o que estava retido. O motivo está na página do pagamento.',
  },
};
