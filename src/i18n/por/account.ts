import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Sua conta',
  intro: 'Sessão iniciada como {name} ({email}).',
  accountType: 'Tipo de conta',
  memberSince: 'Membro desde',
  signOutEverywhere: 'Sair',
  notWhileImpersonating: 'Indisponível enquanto você vê o site como outro membro.',
  tokens: {
    title: 'Tokens de acesso pessoal',
    intro:
      'Para scripts e ferramentas de tradução que chamam a API do Wordhive em seu nome. Um token só pode fazer o que suas permissões permitem, e para de funcionar quando expira ou quando você o revoga.',
    howTo: 'Como usar a API',
    reference: 'Referência da API',
    name: 'Nome do token',
    nameHint: 'Onde você vai usá-lo, por exemplo “OmegaT no meu notebook”.',
    scopes: 'O que ele pode fazer',
    scopeNames: {
      'profile:read': 'Ler perfis e o diretório',
      'profile:write': 'Alterar meu perfil',
    },
    expiry: 'Expira após',
    days: '{n} dias',
    create: 'Criar token',
    creating: 'Criando…',
    created: 'Seu novo token “{name}”. Copie-o agora: ele não será mostrado de novo.',
    copy: 'Copiar',
    copied: 'Copiado',
    done: 'Concluído',
    listTitle: 'Seus tokens',
    empty: 'Você não tem tokens.',
    lastUsed: 'Último uso',
    neverUsed: 'Nunca usado',
    expires: 'Expira',
    expired: 'Expirado',
    revoke: 'Revogar',
    revokeConfirm: 'Revogar “{name}”? As ferramentas que o usam param de funcionar na hora.',
    revoked: 'Token revogado',
    failed: 'Não foi possível salvar o token: {message}',
    nameRequired: 'Dê um nome ao token',
    scopeRequired: 'Escolha pelo menos uma permissão',
  },
  contactViews: {
    title: 'Quem viu seus dados de contato',
    intro:
      'Membros que viram dados de contato seus que não são mostrados a todos, nos últimos 90 dias. Escolha quem vê o quê nas configurações de privacidade.',
    privacyLink: 'Configurações de privacidade',
    empty: 'Ninguém ainda.',
    member: 'Membro',
    when: 'Quando',
  },
};
