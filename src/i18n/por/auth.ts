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
  forgotLink: 'Esqueceu a senha?',
  checkEmailTitle: 'Confira seu e-mail',
  checkEmailSignup:
    'Se este endereço puder ter uma nova conta no Wordhive, um link para ativá-la está a caminho: abra-o em até 24 horas. Se o endereço já tiver uma conta, o e-mail explica como entrar.',
  checkEmailReset:
    'Se alguma conta usa este endereço, um link para escolher uma nova senha está a caminho. Ele funciona uma vez, por uma hora.',
  checkEmailSpam: 'Nada chegou em alguns minutos? Veja a pasta de spam ou tente de novo.',
  confirmTitle: 'Ative sua conta',
  confirmIntro: 'Um clique e sua conta no Wordhive está pronta. Você entrará ao mesmo tempo.',
  confirmSubmit: 'Ativar minha conta',
  forgotTitle: 'Escolha uma nova senha',
  forgotIntro: 'Informe o e-mail da sua conta: enviaremos um link para você escolher uma nova senha.',
  forgotSubmit: 'Enviar um link',
  resetTitle: 'Escolha uma nova senha',
  resetIntro: 'Ao salvar, você sai de todos os outros dispositivos e entra aqui.',
  newPassword: 'Nova senha',
  resetSubmit: 'Salvar e entrar',
  askAgain: 'Pedir um novo link',
  errors: {
    emailRequired: 'Informe seu endereço de e-mail',
    emailInvalid: 'Informe um endereço de e-mail válido',
    passwordRequired: 'Informe sua senha',
    passwordShort: 'Use no mínimo 10 caracteres',
    passwordLong: 'Use no máximo 200 caracteres',
    nameRequired: 'Informe seu nome (no mínimo 2 caracteres)',
    nameLong: 'Use no máximo 100 caracteres',
    wrongCredentials:
      'E-mail ou senha incorretos. Acabou de se cadastrar? Abra primeiro o link que enviamos por e-mail.',
    linkInvalid: 'Este link é inválido, já foi usado ou expirou. Peça um novo.',
    tooMany: 'Muitas tentativas. Tente novamente em {seconds} segundos.',
    tooManyLater: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    checkForm: 'Verifique seus dados e tente novamente.',
  },
};
