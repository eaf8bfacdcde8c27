import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Su cuenta',
  intro: 'Sesión iniciada como {name} ({email}).',
  accountType: 'Tipo de cuenta',
  memberSince: 'Miembro desde',
  signOutEverywhere: 'Cerrar sesión',
  notWhileImpersonating: 'No disponible mientras ve el sitio como otro miembro.',
  tokens: {
    title: 'Tokens de acceso personal',
    intro:
      'Para scripts y herramientas de traducción que llaman a la API de Wordhive en su nombre. Un token solo puede hacer lo que permiten sus permisos, y deja de funcionar cuando caduca o usted lo revoca.',
    howTo: 'Cómo usar la API',
    reference: 'Referencia de la API',
    name: 'Nombre del token',
    nameHint: 'Dónde lo va a usar, por ejemplo «OmegaT en mi portátil».',
    scopes: 'Qué puede hacer',
    scopeNames: {
      'profile:read': 'Leer perfiles y el directorio',
      'profile:write': 'Cambiar mi perfil',
    },
    expiry: 'Caduca a los',
    days: '{n} días',
    create: 'Crear token',
    creating: 'Creando…',
    created: 'Su nuevo token «{name}». Cópielo ahora: no se volverá a mostrar.',
    copy: 'Copiar',
    copied: 'Copiado',
    done: 'Listo',
    listTitle: 'Sus tokens',
    empty: 'No tiene tokens.',
    lastUsed: 'Último uso',
    neverUsed: 'Sin usar',
    expires: 'Caduca',
    expired: 'Caducado',
    revoke: 'Revocar',
    revokeConfirm: '¿Revocar «{name}»? Las herramientas que lo usan dejan de funcionar al instante.',
    revoked: 'Token revocado',
    failed: 'No se pudo guardar el token: {message}',
    nameRequired: 'Ponga un nombre al token',
    scopeRequired: 'Elija al menos un permiso',
  },
  contactViews: {
    title: 'Quién vio sus datos de contacto',
    intro:
      'Miembros que vieron datos de contacto suyos que no se muestran a todo el mundo, en los últimos 90 días. Decida quién ve qué en su configuración de privacidad.',
    privacyLink: 'Configuración de privacidad',
    empty: 'Nadie por ahora.',
    member: 'Miembro',
    when: 'Cuándo',
  },
};
