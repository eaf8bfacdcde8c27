import type { auth as en } from '../eng/auth.ts';
import type { DictSection } from '../types.ts';

export const auth: DictSection<typeof en> = {
  signinTitle: 'Entre no Wordhive',
  signinIntro:
    'Que bom ver você de novo. Entre para enviar mensagens a outros membros, gerenciar seu perfil e receber seus pagamentos.',
  signupTitle: 'Crie sua conta no Wordhive',
  signupIntro:
    'Junte-se a tradutores, intérpretes, legendadores, empresas de serviços linguísticos e aos clientes que os contratam.',
  email: 'E-mail',
  password: 'Senha',
  passwordHint: 'No mínimo 10 caracteres.',
  name: 'Nome completo',
  accountType: 'Sou…',
  accountTypes: {
    outsourcer: 'Cliente que terceiriza serviços linguísticos',
    translator: 'Tradutor(a) freelancer',
    interpreter: 'Intérprete freelancer',
    subtitler: 'Legendador(a) freelancer',
    company: 'Empresa de serviços linguísticos',
  },
  submitSignin: 'Entrar',
  submitSignup: 'Criar conta',
  submitting: 'Aguarde…',
  noAccount: 'Ainda não tem conta no Wordhive?',
  haveAccount: 'Já é membro?',
  errors: {
    emailRequired: 'Informe seu endereço de e-mail',
    emailInvalid: 'Informe um endereço de e-mail válido',
    passwordRequired: 'Informe sua senha',
    passwordShort: 'Use no mínimo 10 caracteres',
    passwordLong: 'Use no máximo 200 caracteres',
    nameRequired: 'Informe seu nome (no mínimo 2 caracteres)',
    nameLong: 'Use no máximo 100 caracteres',
    emailTaken: 'Já existe uma conta com este e-mail',
    wrongCredentials: 'E-mail ou senha incorretos',
    tooMany: 'Muitas tentativas. Tente novamente em {seconds} segundos.',
    tooManyLater: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    checkForm: 'Verifique seus dados e tente novamente.',
  },
};
