import type { clientReview as en } from '../eng/client-review.ts';
import type { DictSection } from '../types.ts';

export const clientReview: DictSection<typeof en> = {
  pageTitle: 'Sua resposta',
  reviewTitle: 'Uma avaliação para {member}',
  projectTitle: 'Confirmar um projeto de {member}',
  reviewIntro:
    'Olá, {client}. {member} pede uma breve avaliação do trabalho feito para você. Não é preciso ter conta; a sua resposta aparece no perfil com o nome que você informar.',
  projectIntro: 'Olá, {client}. {member} apresenta este projeto no perfil como feito para você. Diga-nos se foi assim.',
  willingAgain: 'Você trabalharia com {member} de novo?',
  yes: 'Sim',
  no: 'Não',
  rating: 'Sua nota',
  stars: '{n} estrelas',
  starsOne: '1 estrela',
  comment: 'Sua avaliação',
  name: 'Seu nome',
  company: 'Empresa (opcional)',
  confirmQuestion: 'Este projeto aconteceu como descrito?',
  confirmYes: 'Sim, foi assim',
  confirmNo: 'Não, não foi assim',
  expires: 'Este link funciona uma vez, até {date}.',
  submit: 'Enviar minha resposta',
  sending: 'Enviando…',
  thanks: 'Obrigado',
  thanksText: 'A sua resposta está no perfil de {member}.',
  viewProfile: 'Ver o perfil de {member}',
  failed: 'Não foi possível enviar a sua resposta. Tente novamente.',
  problems: {
    invalid: {
      title: 'Este link não é válido',
      text: 'Verifique se você abriu o endereço completo do e-mail.',
    },
    used: {
      title: 'Este link já foi usado',
      text: 'Obrigado: a resposta está no perfil.',
    },
    expired: {
      title: 'Este link expirou',
      text: 'Peça ao membro que envie um novo.',
    },
    projectGone: {
      title: 'Este projeto não aparece mais',
      text: 'O membro o removeu do histórico de projetos: não há nada para confirmar.',
    },
    memberGone: {
      title: 'Este membro não está mais no Wordhive',
      text: 'Não há mais perfil para avaliar.',
    },
    own: {
      title: 'Este pedido é seu',
      text: 'Você pediu esta avaliação: só o cliente a quem a enviou pode respondê-la, de um endereço que não seja seu.',
    },
  },
};
