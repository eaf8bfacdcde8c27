import type { apiHelp as en } from '../eng/api-help.ts';
import type { DictSection } from '../types.ts';

export const apiHelp: DictSection<typeof en> = {
  title: 'Usar la API de Wordhive',
  description:
    'Llame a Wordhive desde sus scripts y herramientas de traducción: cree un token de acceso personal, busque en el directorio y mantenga su perfil al día.',
  lead: 'Los scripts y las herramientas de traducción (complementos de OmegaT, Trados o memoQ, su propio código) pueden llamar a la API de Wordhive en su nombre: buscar en el directorio, leer perfiles y actualizar el suyo.',
  tokenTitle: '1. Cree un token',
  tokenText:
    'En la página de su cuenta, en «Tokens de acceso personal», ponga un nombre al token, elija qué puede hacer y cuándo caduca, y escriba su contraseña. Cópielo enseguida: solo se muestra una vez. Guárdelo en secreto, como una contraseña.',
  accountLink: 'Cree un token en la página de su cuenta',
  callTitle: '2. Llame a la API',
  callText:
    'Envíe el token en la cabecera Authorization de cada solicitud. Por ejemplo, traductores jurídicos de portugués → inglés:',
  scopesTitle: 'Qué puede hacer un token',
  scopesText:
    'profile:read lee perfiles y los directorios; profile:write cambia su propio perfil. Un token nunca abre páginas, el área de administración ni datos privados de nadie, y actúa con los derechos de un miembro aunque su cuenta sea del equipo.',
  limitsTitle: 'Límites',
  limitsText:
    'Cada token puede hacer {limit} llamadas por minuto; por encima, la respuesta es 429, con una cabecera Retry-After que indica cuántos segundos esperar. Cada llamada queda registrada con el token que la hizo. Si revoca un token en la página de su cuenta, deja de funcionar al instante.',
  referenceTitle: 'Referencia',
  referenceText: 'Todos los endpoints, con sus parámetros, respuestas y errores, están en',
  referenceLink: 'la referencia de la API',
  documentLink: 'el documento OpenAPI',
};
