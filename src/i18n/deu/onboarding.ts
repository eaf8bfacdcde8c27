import type { onboarding as en } from '../eng/onboarding.ts';
import type { DictSection } from '../types.ts';

export const onboarding: DictSection<typeof en> = {
  title: 'Willkommen bei Wordhive',
  stepOf: 'Schritt {n} von {total}',
  doneStep: 'Fertig',
  titles: {
    type: 'Was führt Sie zu Wordhive?',
    pairs: 'In welchen Sprachpaaren arbeiten Sie?',
    services: 'Was bieten Sie an?',
    location: 'Wo sind Sie ansässig?',
    photo: 'Fügen Sie ein Foto hinzu',
    done: 'Ihr Profil ist online',
  },
  intros: {
    type: 'Sagen Sie uns, was Sie tun: Davon hängt ab, wo Kunden und Kollegen Sie finden.',
    pairs: 'Fügen Sie jede Richtung hinzu, in der Sie arbeiten. Die erste ist Ihr Hauptpaar.',
    services:
      'Kreuzen Sie die Dienstleistungen an, die Sie anbieten. Pro Paar festlegen können Sie sie später in Ihrem Profil.',
    location: 'Linguisten in Ihrer Nähe und solche, die Ihren Markt kennen, finden Sie über Land und Stadt.',
    photo: 'Profile mit Foto oder Logo bekommen mehr Nachrichten.',
    done: 'Sie können alles jederzeit in Ihrem Profil ändern.',
  },
  servicesIn: 'Angeboten in Ihren Paaren: {pairs}',
  servicesNeedPairs: 'Fügen Sie zuerst ein Sprachpaar hinzu und wählen Sie Ihre Dienstleistungen dann in Ihrem Profil.',
  continue: 'Weiter',
  skip: 'Später',
  back: 'Zurück',
  failed: 'Dieser Schritt konnte nicht gespeichert werden. Prüfen Sie ihn und versuchen Sie es erneut.',
  toProfile: 'Zu meinem Profil',
  findLinguists: 'Linguisten finden',
  completeness: {
    title: 'Ihr Profil ist zu {n} % vollständig',
    intro: 'Bei einem vollständigen Profil entscheiden Kunden schneller. Es fehlt noch:',
    edit: 'Profil vervollständigen',
    steps: {
      photo: 'Ein Foto',
      headline: 'Eine Überschrift',
      bio: 'Ein paar Zeilen über Sie',
      location: 'Ihr Land und Ihre Stadt',
      pairs: 'Ihre Sprachpaare',
      services: 'Ihre Dienstleistungen',
      rates: 'Ihre Tarife',
      fields: 'Ihre Fachgebiete',
      languages: 'Die Sprachen, die Sie sprechen',
      proof: 'Ein Nachweis oder eine Arbeitsprobe',
      website: 'Ihre Website',
    },
  },
};
