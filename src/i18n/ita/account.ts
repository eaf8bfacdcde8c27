import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Il suo account',
  intro: 'Accesso effettuato come {name} ({email}).',
  accountType: 'Tipo di account',
  memberSince: 'Membro dal',
  signOutEverywhere: 'Disconnettersi',
  notWhileImpersonating: 'Non disponibile mentre vede il sito come un altro membro.',
  tokens: {
    title: 'Token di accesso personali',
    intro:
      'Per script e strumenti di traduzione che chiamano l’API di Wordhive a suo nome. Un token può fare solo ciò che i suoi permessi consentono, e smette di funzionare quando scade o quando lei lo revoca.',
    howTo: 'Come usare l’API',
    reference: 'Riferimento dell’API',
    name: 'Nome del token',
    nameHint: 'Dove lo userà, per esempio «OmegaT sul mio portatile».',
    scopes: 'Che cosa può fare',
    scopeNames: {
      'profile:read': 'Leggere i profili e l’elenco',
      'profile:write': 'Modificare il mio profilo',
    },
    expiry: 'Scade dopo',
    days: '{n} giorni',
    create: 'Crea token',
    creating: 'Creazione…',
    created: 'Il suo nuovo token «{name}». Lo copi adesso: non verrà più mostrato.',
    copy: 'Copia',
    copied: 'Copiato',
    done: 'Fatto',
    listTitle: 'I suoi token',
    empty: 'Non ha token.',
    lastUsed: 'Ultimo uso',
    neverUsed: 'Mai usato',
    expires: 'Scade',
    expired: 'Scaduto',
    revoke: 'Revoca',
    revokeConfirm: 'Revocare «{name}»? Gli strumenti che lo usano smettono subito di funzionare.',
    revoked: 'Token revocato',
    failed: 'Impossibile salvare il token: {message}',
    nameRequired: 'Dia un nome al token',
    scopeRequired: 'Scelga almeno un permesso',
  },
  contactViews: {
    title: 'Chi ha visto i suoi recapiti',
    intro:
      'I membri che hanno visto suoi recapiti non visibili a tutti, negli ultimi 90 giorni. Scelga chi vede cosa nelle impostazioni della privacy.',
    privacyLink: 'Impostazioni della privacy',
    empty: 'Ancora nessuno.',
    member: 'Membro',
    when: 'Quando',
  },
};
