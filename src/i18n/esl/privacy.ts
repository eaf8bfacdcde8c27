import type { privacy as en } from '../eng/privacy.ts';
import type { DictSection } from '../types.ts';

export const privacy: DictSection<typeof en> = {
  title: 'Configuración de privacidad',
  intro: 'Elija quién puede ver cada uno de sus datos de contacto.',
  fields: {
    contact_country_visible: { label: 'País', description: 'Quién puede ver su país' },
    contact_address_visible: { label: 'Dirección', description: 'Quién puede ver su dirección completa' },
    contact_city_visible: { label: 'Ciudad', description: 'Quién puede ver su ciudad' },
    contact_region_visible: { label: 'Región/Estado', description: 'Quién puede ver su región o estado' },
    contact_postal_visible: { label: 'Código postal', description: 'Quién puede ver su código postal' },
    contact_phone_visible: { label: 'Teléfono', description: 'Quién puede ver su número de teléfono' },
    contact_skype_visible: { label: 'Skype', description: 'Quién puede ver su nombre de Skype' },
    contact_fax_visible: { label: 'Fax', description: 'Quién puede ver su número de fax' },
    contact_email_visible: {
      label: 'Correo electrónico',
      description: 'Quién puede ver su correo electrónico de contacto',
    },
    contact_url_visible: { label: 'Sitio web', description: 'Quién puede ver su sitio web y otros enlaces' },
    agency_name_visible: {
      label: 'Nombre de la agencia',
      description: 'Quién puede ver el nombre de su agencia o empresa',
    },
  },
  audiences: { y: 'Todos', n: 'Nadie', outsourcer: 'Solo clientes' },
  close: 'Cerrar',
  loading: 'Cargando la configuración de privacidad…',
  fetchFailed: 'No se pudo obtener la configuración de privacidad',
  noSettings: 'No se encontró ninguna configuración de privacidad.',
  confirmTitle: 'Confirmar el cambio de privacidad',
  confirmText: '¿Cambiar quién puede ver «{label}» de «{from}» a «{to}»?',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  saving: 'Guardando…',
  updated: 'La configuración de privacidad de «{label}» se actualizó correctamente',
  updateFailed: 'No se pudo actualizar la configuración de privacidad de «{label}»: {message}',
  unknownError: 'Error desconocido',
  accessDeniedTitle: 'Acceso denegado',
  accessDeniedText: 'No tiene permiso para editar la configuración de privacidad de este perfil.',
  debugTitle: 'Información de depuración',
  visibleTo: 'Visible para: {audience}',
};
