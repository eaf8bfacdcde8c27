import type { account as en } from '../eng/account.ts';
import type { DictSection } from '../types.ts';

export const account: DictSection<typeof en> = {
  title: 'Ihr Konto',
  intro: 'Angemeldet als {name} ({email}).',
  accountType: 'Kontotyp',
  memberSince: 'Mitglied seit',
  signOutEverywhere: 'Abmelden',
  notWhileImpersonating: 'Nicht verfügbar, solange Sie die Website als anderes Mitglied ansehen.',
  tokens: {
    title: 'Persönliche Zugriffstoken',
    intro:
      'Für Skripte und Übersetzungswerkzeuge, die die Wordhive-API in Ihrem Namen aufrufen. Ein Token kann nur, was seine Berechtigungen erlauben, und funktioniert nicht mehr, sobald es abläuft oder Sie es widerrufen.',
    howTo: 'So nutzen Sie die API',
    reference: 'API-Referenz',
    name: 'Name des Tokens',
    nameHint: 'Wo Sie es verwenden, zum Beispiel „OmegaT auf meinem Laptop“.',
    scopes: 'Was es darf',
    scopeNames: {
      'profile:read': 'Profile und Verzeichnis lesen',
      'profile:write': 'Mein Profil ändern',
    },
    expiry: 'Läuft ab nach',
    days: '{n} Tagen',
    create: 'Token erstellen',
    creating: 'Wird erstellt…',
    created: 'Ihr neues Token „{name}“. Kopieren Sie es jetzt: Es wird nicht noch einmal angezeigt.',
    copy: 'Kopieren',
    copied: 'Kopiert',
    done: 'Fertig',
    listTitle: 'Ihre Token',
    empty: 'Sie haben keine Token.',
    lastUsed: 'Zuletzt verwendet',
    neverUsed: 'Nie verwendet',
    expires: 'Läuft ab',
    expired: 'Abgelaufen',
    revoke: 'Widerrufen',
    revokeConfirm: '„{name}“ widerrufen? Werkzeuge, die es verwenden, funktionieren sofort nicht mehr.',
    revoked: 'Token widerrufen',
    failed: 'Das Token konnte nicht gespeichert werden: {message}',
    nameRequired: 'Geben Sie dem Token einen Namen',
    scopeRequired: 'Wählen Sie mindestens eine Berechtigung',
  },
  contactViews: {
    title: 'Wer Ihre Kontaktdaten gesehen hat',
    intro:
      'Mitglieder, die in den letzten 90 Tagen Kontaktdaten von Ihnen gesehen haben, die nicht für alle sichtbar sind. Wer was sieht, legen Sie in Ihren Datenschutzeinstellungen fest.',
    privacyLink: 'Datenschutzeinstellungen',
    empty: 'Bisher niemand.',
    member: 'Mitglied',
    when: 'Wann',
  },
};
