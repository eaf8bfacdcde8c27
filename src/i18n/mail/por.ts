import type { DictSection } from '../types.ts';
import type { MailTexts } from './eng.ts';

export const mail: DictSection<MailTexts> = {
  signature: 'Equipe Wordhive',
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
};
