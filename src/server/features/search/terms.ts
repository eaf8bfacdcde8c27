/**
 * The words the search interpreter knows, in the seven interface languages
 * (English, German, Spanish, French, Hebrew, Italian, Portuguese). Each entry
 * lists forms separated by '|'; a form may be a phrase. Forms are folded
 * (case, accents) when the lexicon is built, so write them as people spell them.
 * Language names are not here: they come from ICU (languages.ts).
 */
import type { SearchCategory } from '../../../contract/taxonomy.ts';

export type Flag =
  /** "community": with interpreting it means the interpreters community. */
  | 'community'
  /** "remote": with interpreting it means remote interpreting. */
  | 'remote'
  /** "localization": which kind depends on web/game/software words nearby. */
  | 'localization'
  | 'web'
  | 'game'
  | 'software'
  /** "my": with a profile word it means one's own profile. */
  | 'possessive'
  /** "available": the directory's "taking new work" filter, not a word of a profile (decision 056). */
  | 'available';

export type Cue =
  | { kind: 'service'; key: string }
  /** Names a kind of language professional: a directory search. */
  | { kind: 'person' }
  | { kind: 'field'; key: string }
  /** `vague`: a word that leans towards a category but only shapes the sentence ("about", "how"). */
  | { kind: 'category'; category: SearchCategory; weight: number; vague?: true }
  | { kind: 'flag'; flag: Flag }
  | { kind: 'lang'; code: string }
  /** "from", "de", "vom", "dall'": the next language is the source. */
  | { kind: 'from' }
  /** "to", "into", "vers", "al", "para": the next language is the target. */
  | { kind: 'to' }
  /** "a", "in": mean "to" only after a first language ("de inglés a español"), else an article or "in Paris". */
  | { kind: 'weakTo' }
  /** Articles keep a pending direction ("de l'anglais", "para o inglês"). */
  | { kind: 'article' }
  /** Filler removed from the keyword. */
  | { kind: 'stop' }
  /** Ordinary words kept in the keyword and never taken for a typo of a known term. */
  | { kind: 'plain' };

const service = (key: string): Cue => ({ kind: 'service', key });
const field = (key: string): Cue => ({ kind: 'field', key });
const category = (c: SearchCategory, weight: number): Cue => ({ kind: 'category', category: c, weight });
const vagueCategory = (c: SearchCategory, weight: number): Cue => ({
  kind: 'category',
  category: c,
  weight,
  vague: true,
});
const flag = (f: Flag): Cue => ({ kind: 'flag', flag: f });
const person: Cue = { kind: 'person' };

/**
 * Category weights: a named feature (OmegaT, pro bono) beats a section noun
 * (jobs, forum), which beats a vague cue ("how", "about"). A person word counts
 * 2.5 for the directory, a service 1.5, a language or field 1 (interpreter.ts).
 */
export const TERMS: readonly (readonly [readonly Cue[], string])[] = [
  // Services, and the people who provide them.
  [
    [service('translation')],
    'translation|translations|translate|translating|translated|übersetzung|übersetzungen|übersetzen|traducción|traducciones|traducir|traduction|traductions|traduire|traduzione|traduzioni|tradurre|tradução|traduções|traduzir|תרגום|תרגומים|לתרגם',
  ],
  [
    [person, service('translation')],
    'translator|translators|übersetzer|übersetzerin|übersetzerinnen|traductor|traductora|traductores|traductoras|traducteur|traductrice|traducteurs|traductrices|traduttore|traduttrice|traduttori|traduttrici|tradutor|tradutora|tradutores|tradutoras|מתרגם|מתרגמת|מתרגמים|מתרגמות',
  ],
  [
    [service('interpreting')],
    'interpreting|interpretation|dolmetschen|dolmetschung|verdolmetschung|interpretación|interprétation|interpretariato|interpretazione|interpretação|מתורגמנות',
  ],
  [
    [person, service('interpreting')],
    'interpreter|interpreters|dolmetscher|dolmetscherin|dolmetscherinnen|intérprete|intérpretes|interprète|interprètes|interpreti|מתורגמן|מתורגמנית|מתורגמנים|מתורגמניות',
  ],
  [
    [service('editing')],
    'editing|bilingual editing|edición|révision|revisione|revisão|revisión|lektorat|עריכה|עריכת תרגום',
  ],
  [[person, service('editing')], 'editor|editors|lektor|lektorin|revisor|revisora|réviseur|réviseuse|revisore'],
  [
    [service('proofreading')],
    'proofreading|proofread|monolingual proofreading|korrekturlesen|korrektorat|korrektur|corrección|relecture|correzione di bozze|correzione bozze|revisão de provas|הגהה',
  ],
  [
    [person, service('proofreading')],
    'proofreader|proofreaders|korrektor|korrektorin|corrector|correctora|correcteur|correctrice|correttore|correttrice|מגיה|מגיהה',
  ],
  [
    [service('subtitling')],
    'subtitling|subtitles|subtitle|subtitled|untertitel|untertitelung|subtitulación|subtitulado|subtítulos|subtitular|sous titrage|sous titres|sous titre|soustitrage|sottotitolazione|sottotitoli|sottotitolaggio|legendagem|legendas|כתוביות|תרגום כתוביות',
  ],
  [
    [person, service('subtitling')],
    'subtitler|subtitlers|untertitler|untertitlerin|subtitulador|subtituladora|subtituladores|sous titreur|sous titreuse|sottotitolatore|sottotitolatrice|legendador|legendadora|מתרגם כתוביות|מתרגמת כתוביות',
  ],
  [
    [service('mt_post_editing')],
    'mtpe|pemt|post editing|postediting|post edit|post editor|machine translation|machine translation post editing|mt post editing|nachbearbeitung|maschinelle übersetzung|post edición|postedición|posedición|traducción automática|post édition|postédition|traduction automatique|traduzione automatica|pós edição|posedição|tradução automática|תרגום מכונה|פוסט עריכה',
  ],
  [
    [service('copywriting')],
    'copywriting|texten|redacción|redacción publicitaria|rédaction|redazione|redação|קופירייטינג',
  ],
  [
    [person, service('copywriting')],
    'copywriter|copywriters|texter|texterin|werbetexter|redactor|redactora|rédacteur|rédactrice|redattore|redator|redatora|קופירייטר|קופירייטרית',
  ],
  [[service('transcreation')], 'transcreation|transkreation|transcreación|transcréation|transcreazione|transcriação'],
  [
    [flag('localization')],
    'localization|localisation|localize|localise|lokalisierung|localización|localizzazione|localização|לוקליזציה',
  ],
  [[flag('web')], 'website|websites|web|site|sites|webseite|webseiten|sitio|sitios|sito|siti|אתר|אתרים'],
  [
    [flag('game'), field('art_literary')],
    'game|games|gaming|video game|video games|videogame|videogames|spiel|spiele|videospiel|videospiele|computerspiele|juego|juegos|videojuego|videojuegos|jeu|jeux|jeu video|jeux video|gioco|giochi|videogioco|videogiochi|jogo|jogos|משחק|משחקים|משחקי וידאו',
  ],
  [
    [flag('software'), category('software-hub', 3)],
    'software|logiciel|logiciels|programm|programme|programa|programas|programmi|aplicativo|aplicativos|תוכנה|תוכנות',
  ],
  [[flag('software'), category('software-hub', 2)], 'app|apps|application|applications|aplicación|appli'],
  [
    [service('transcription')],
    'transcription|transcriptions|transcribe|transcribing|transkription|transkribieren|transcripción|transcribir|transcrição|trascrizione|תמלול|תמלולים',
  ],
  [
    [person, service('transcription')],
    'transcriber|transcribers|transcriptor|transcriptora|transcripteur|transcriptrice|trascrittore|trascrittrice|transcritor|transcritora|מתמלל|מתמללת',
  ],
  [
    [service('dtp')],
    'dtp|desktop publishing|layout|schriftsatz|maquetación|mise en page|pao|impaginazione|diagramação|עימוד',
  ],
  [
    [service('certified_translation')],
    'certified|certified translation|sworn|sworn translation|notarized|notarised|official translation|beglaubigt|beglaubigte|beglaubigten|beglaubigter|beeidigt|beeidigte|beeidigter|vereidigt|vereidigte|vereidigter|ermächtigter|jurado|jurada|jurados|juradas|traducción certificada|assermenté|assermentée|assermentés|assermentées|traduction certifiée|giurata|giurato|giurate|asseverata|traduzione certificata|juramentada|juramentado|juramentadas|tradução certificada|נוטריוני|נוטריונית|תרגום נוטריוני',
  ],
  [
    [service('consecutive_interpreting')],
    'consecutive|konsekutiv|konsekutivdolmetschen|consecutiva|consecutivo|consécutive|consécutif|עוקב|תרגום עוקב',
  ],
  [
    [service('simultaneous_interpreting')],
    'simultaneous|simultan|simultandolmetschen|simultánea|simultáneo|simultanée|simultané|simultanea|simultaneo|simultânea|simultâneo|סימולטני|סימולטנית|תרגום סימולטני',
  ],
  [
    [service('remote_interpreting')],
    'remote interpreting|rsi|vri|opi|phone interpreting|video interpreting|ferndolmetschen|interpretación remota|interprétation à distance|interpretariato da remoto|interpretação remota',
  ],
  [
    [flag('remote')],
    'remote|remota|remoto|à distance|a distancia|fern|מרחוק|from home|work from home|home office|homeoffice|von zuhause|von zu hause|desde casa|en casa|à domicile|de chez moi|da casa|da remoto|em casa|de casa|מהבית',
  ],
  [
    [flag('available')],
    'available|available now|availability|verfügbar|verfügbare|verfügbaren|verfuegbar|disponible|disponibles|disponibilité|disponibilidad|disponibile|disponibili|disponibilità|disponível|disponíveis|disponibilidade|זמין|זמינה|זמינים|זמינות',
  ],
  [[service('review')], 'lqa|translation review|quality assurance|language quality|qa'],
  [[service('terminology_translation')], 'terminology translation|glossary translation'],
  [
    [service('voice_over')],
    'voice over|voiceover|voice overs|voiceovers|dubbing|narration|synchronisation|vertonung|doblaje|locución|doublage|voix off|doppiaggio|voce fuori campo|dublagem|dobragem|locução|דיבוב|קריינות',
  ],
  [
    [person, service('voice_over')],
    'voice actor|voice actors|voice talent|voice artist|dubber|narrator|synchronsprecher|synchronsprecherin|sprecher|sprecherin|locutor|locutora|actor de doblaje|comédien voix off|doppiatore|doppiatrice|speaker|dublador|dubladora|קריין|קריינית|מדבב|מדבבת',
  ],
  [
    [service('captioning')],
    'captioning|captions|caption|closed captions|closed captioning|sdh|live captioning|untertitelung für hörgeschädigte|subtítulos para sordos|subtitulado para sordos|sous titrage pour sourds|sottotitoli per non udenti|legendas para surdos|legendagem para surdos|כתוביות לכבדי שמיעה',
  ],
  [
    [service('audiovisual_translation')],
    'audiovisual|avt|audiovisuell|audiovisuelle|audiovisuel|audiovisiva|audiovisivo|אודיו ויזואלי',
  ],
  [
    [service('language_teaching')],
    'language teaching|teaching|tutoring|lessons|language lessons|unterricht|sprachunterricht|nachhilfe|clases de idiomas|cours particuliers|lezioni|aulas|שיעורים|הוראה',
  ],
  [
    [person, service('language_teaching')],
    'teacher|teachers|tutor|tutors|lehrer|lehrerin|sprachlehrer|sprachlehrerin|profesor|profesora|professeur|professeure|enseignant|enseignante|insegnante|docente|professore|professoressa|professor|professora|מורה|מורים',
  ],
  [
    [service('terminology_management')],
    'terminology|terminologie|terminología|terminologia|termbase|termbases|glossary|glossaries|glossar|glosario|glossaire|glossario|glossário|טרמינולוגיה|מילון מונחים',
  ],
  [
    [person],
    'linguist|linguists|freelancer|freelancers|freelance|freelancing|professional|professionals|native speaker|native|muttersprachler|muttersprachlerin|freiberufler|freiberuflich|sprachmittler|lingüista|autónomo|nativo|nativa|linguiste|indépendant|natif|linguista|libero professionista|madrelingua|falante nativo|בלשן|פרילנסר|פרילנסרים|דובר שפת אם',
  ],

  // Fields of expertise.
  [
    [field('legal')],
    'legal|law|laws|lawyer|juridical|contract|contracts|court|patent|patents|trademark|trademarks|litigation|recht|rechts|rechtlich|rechtliche|rechtlichen|juristisch|juristische|juristischer|juristischen|jura|vertrag|verträge|gericht|gerichts|patente|patenten|jurídico|jurídica|jurídicos|jurídicas|derecho|legales|contrato|contratos|patentes|juridique|juridiques|droit|contrat|contrats|brevet|brevets|giuridico|giuridica|giuridici|giuridiche|legale|diritto|contratti|contratto|brevetto|brevetti|direito|משפטי|משפטית|משפטיים|משפט|חוזה|חוזים|פטנט|פטנטים|עורך דין',
  ],
  [
    [field('medical')],
    'medical|medicine|pharma|pharmaceutical|pharmaceuticals|clinical|health|healthcare|hospital|cardiology|medizin|medizinisch|medizinische|medizinischer|medizinischen|pharmazeutisch|pharmazie|klinisch|gesundheit|médico|médica|médicos|médicas|medicina|farmacéutico|farmacéutica|clínico|clínica|salud|médical|médicale|médicaux|médicales|médecine|pharmaceutique|clinique|santé|medici|mediche|farmaceutico|farmaceutica|sanità|sanitario|sanitaria|farmacêutico|farmacêutica|saúde|רפואי|רפואית|רפואה|רפואיים|תרופות',
  ],
  [
    [field('technical')],
    'technical|technology|engineering|engineer|automotive|energy|telecom|telecommunications|machinery|manuals|technisch|technische|technischer|technischen|technik|ingenieurwesen|maschinenbau|elektrotechnik|automobil|energie|técnico|técnica|técnicos|técnicas|tecnología|ingeniería|automoción|technique|techniques|ingénierie|automobile|tecnici|tecniche|tecnologia|ingegneria|engenharia|automotivo|טכני|טכנית|טכניים|הנדסה|הנדסי|טכנולוגיה',
  ],
  [
    [field('business')],
    'financial|finance|finances|banking|accounting|insurance|economics|economy|business|commercial|finanz|finanzen|finanziell|finanzielle|wirtschaft|wirtschaftlich|buchhaltung|versicherung|versicherungen|financiero|financiera|financieros|finanzas|contabilidad|seguros|economía|negocios|financier|financière|financiers|comptabilité|assurance|assurances|économie|bancaire|finanziario|finanziaria|finanziari|finanza|contabilità|assicurazioni|assicurativo|economia|bancario|financeiro|financeira|finanças|contabilidade|negócios|bancário|פיננסי|פיננסית|כספים|כלכלה|עסקי|חשבונאות|ביטוח',
  ],
  [
    [field('marketing')],
    'marketing|advertising|tourism|travel|cosmetics|fashion|werbung|tourismus|kosmetik|publicidad|turismo|cosmética|moda|publicité|tourisme|cosmétique|pubblicità|cosmetica|publicidade|cosméticos|שיווק|פרסום|תיירות|אופנה',
  ],
  [
    [field('art_literary')],
    'literary|literature|book|books|novel|novels|poetry|fiction|film|films|movie|movies|cinema|tv|television|drama|dramas|series|music|art|arts|literatur|literarisch|literarische|literarischer|buch|bücher|roman|romane|lyrik|filme|fernsehen|serien|musik|kunst|literario|literaria|literatura|libro|libros|novela|novelas|poesía|cine|películas|música|arte|littéraire|littéraires|littérature|livre|livres|romans|poésie|cinéma|séries|musique|letterario|letteraria|letteratura|libri|romanzo|romanzi|poesia|serie|musica|literário|literária|livro|livros|filmes|ספרות|ספרותי|ספרותית|ספרים|סרטים|קולנוע|טלוויזיה|שירה|מוזיקה|דרמה|סדרות',
  ],
  [
    [field('science')],
    'science|sciences|scientific|chemistry|chemical|biology|biotech|environment|environmental|agriculture|physics|wissenschaft|wissenschaftlich|chemie|biologie|umwelt|landwirtschaft|ciencia|ciencias|científico|científica|química|biología|medio ambiente|agricultura|scientifique|chimie|environnement|scienza|scienze|scientifico|scientifica|chimica|biologia|ambiente|ciência|ciências|meio ambiente|מדע|מדעי|מדעית|כימיה|ביולוגיה|סביבה',
  ],
  [
    [field('social_sciences')],
    'education|educational|politics|political|government|religion|religious|psychology|sociology|social sciences|bildung|pädagogik|politik|psychologie|soziologie|geisteswissenschaften|educación|política|gobierno|religión|psicología|sociología|ciencias sociales|éducation|politique|gouvernement|sociologie|sciences sociales|istruzione|educazione|politica|governo|religione|psicologia|sociologia|scienze sociali|educação|religião|ciências sociais|חינוך|פוליטיקה|ממשל|דת|פסיכולוגיה|סוציולוגיה|מדעי החברה',
  ],

  // Site sections.
  [
    [category('businesses', 4)],
    'agency|agencies|company|companies|firm|firms|lsp|lsps|lsc|lscs|bureau|businesses|business directory|language service provider|language service providers|language service company|language service companies|language companies|agentur|agenturen|büro|büros|firma|firmen|unternehmen|sprachdienstleister|dienstleister|agencia|agencias|empresa|empresas|agence|agences|société|sociétés|entreprise|entreprises|cabinet|agenzia|agenzie|azienda|aziende|società|agência|agências|סוכנות|סוכנויות|חברת|חברות תרגום|משרד תרגום',
  ],
  [
    [category('jobs', 4)],
    'job|jobs|vacancy|vacancies|position|positions|gig|gigs|job offers|stelle|stellen|stellenangebot|stellenangebote|auftrag|aufträge|arbeit|trabajo|trabajos|empleo|empleos|vacante|vacantes|emploi|emplois|travail|poste|postes|mission|missions|lavoro|lavori|impiego|emprego|empregos|trabalho|trabalhos|vaga|vagas|עבודה|עבודות|משרה|משרות|דרושים',
  ],
  [[category('jobs', 2)], 'work|offers|ofertas|offres|offre|offerte|angebote'],
  [
    [category('opportunities', 4)],
    'opportunity|opportunities|oportunidad|oportunidades|opportunité|opportunités|opportunità|oportunidade|gelegenheit|gelegenheiten|chancen|הזדמנות|הזדמנויות',
  ],
  [
    [category('opportunities', 3)],
    'project|projects|projekt|projekte|proyecto|proyectos|projet|projets|progetto|progetti|projeto|projetos|פרויקט|פרויקטים',
  ],
  [
    [category('users', 2.5)],
    'user|users|member|members|people|person|persons|colleague|colleagues|mitglied|mitglieder|benutzer|nutzer|kollegen|usuario|usuarios|miembro|miembros|colegas|utilisateur|utilisateurs|membre|membres|collègues|utente|utenti|membro|membri|colleghi|usuário|usuários|membros|משתמש|משתמשים|חבר|חברים|חברי',
  ],
  [[category('forums', 4)], 'forum|forums|foro|foros|fóruns|פורום|פורומים|discussion board'],
  [
    [category('forums', 3)],
    'discussion|discussions|thread|threads|diskussion|diskussionen|discusión|discusiones|discussione|discussioni|discussão|discussões|דיון|דיונים',
  ],
  [
    [category('memberships', 4)],
    'membership|memberships|subscription|subscriptions|upgrade|mitgliedschaft|mitgliedschaften|abo|abonnement|membresía|suscripción|afiliación|adhésion|cotisation|abbonamento|iscrizione|assinatura|associação|afiliação|מנוי|מינוי',
  ],
  [
    [category('memberships', 5)],
    'become a member|join wordhive|mitglied werden|hacerse miembro|devenir membre|diventare membro|tornar se membro|להצטרף',
  ],
  [[category('memberships', 3)], 'premium|plans|פרימיום'],
  [
    [category('memberships', 1.5)],
    'price|prices|pricing|cost|costs|preis|preise|kosten|precio|precios|coste|prix|tarif|tarifs|prezzo|prezzi|costo|preço|preços|custo|מחיר|מחירים|עלות',
  ],
  [
    [category('language_assessment', 4)],
    'assessment|assessments|language test|level test|proficiency|placement test|einstufungstest|sprachtest|sprachprüfung|evaluación|évaluation|valutazione|avaliação|הערכה',
  ],
  [
    [category('language_assessment', 3)],
    'test|tests|exam|exams|quiz|prüfung|prüfungen|examen|prueba|pruebas|esame|esami|exame|exames|teste|testes|מבחן|מבחנים',
  ],
  [[category('language_assessment', 1.5)], 'level|niveau|nivel|livello|nível|רמה'],
  [
    [category('news', 4)],
    'news|newsletter|headlines|nachrichten|neuigkeiten|aktuelles|noticias|novedades|actualités|nouvelles|notizie|novità|notícias|novidades|חדשות|עדכונים',
  ],
  [[category('news', 2)], 'blog|article|articles|artikel|artículos|articoli|artigos|מאמרים'],
  [[category('profile', 3)], 'profile|profil|perfil|profilo|פרופיל'],
  [[flag('possessive')], 'my|mein|meine|meinen|mi|mis|mon|ma|mes|mio|mia|miei|meu|minha|meus|שלי'],
  [
    [category('learn', 4)],
    'learn|learning|course|courses|training|trainings|webinar|webinars|webinare|webinario|webinarios|webinari|וובינרים|workshop|workshops|tutorial|tutorials|elearning|e learning|lernen|kurs|kurse|schulung|schulungen|weiterbildung|fortbildung|seminar|seminare|aprender|curso|cursos|formación|capacitación|taller|talleres|seminario|apprendre|cours|formation|formations|atelier|ateliers|webinaire|webinaires|imparare|corso|corsi|formazione|seminari|treinamento|formação|oficina|ללמוד|לימוד|לימודים|קורס|קורסים|הדרכה|הכשרה|וובינר|סדנה',
  ],
  [
    [category('learn', 3)],
    'certification|certifications|zertifizierung|certificación|certificazione|certificação|הסמכה',
  ],
  [
    [category('site_info', 5)],
    'about us|about this site|about the site|about wordhive|what is wordhive|who are we|who we are|new site|über uns|quiénes somos|quienes somos|acerca de|qui sommes nous|à propos|chi siamo|quem somos|sobre nós|אודות|מי אנחנו|overhaul|privacy policy|terms of service|impressum',
  ],
  [[category('site_info', 2)], 'wordhive'],
  [[vagueCategory('site_info', 1.5)], 'about'],
  [[vagueCategory('site_info', 1)], 'über|sobre|propos'],
  [
    [category('support', 3)],
    'help|hilfe|ayuda|aide|aiuto|ajuda|עזרה|support|help desk|helpdesk|help center|customer service|contact us|password|login|log in|sign in|signin|account|error|bug|kontakt|passwort|anmeldung|anmelden|einloggen|konto|fehler|soporte|contacto|contraseña|cuenta|iniciar sesión|assistance|mot de passe|connexion|compte|erreur|assistenza|supporto|contatti|accesso|errore|suporte|contato|senha|conta|erro|תמיכה|צור קשר|סיסמה|סיסמא|חשבון|התחברות|כניסה|שגיאה',
  ],
  [
    [category('support', 2)],
    'contact|problem|problems|issue|issues|forgot|vergessen|olvidé|oublié|dimenticato|esqueci|שכחתי|problema|problemas|problème|בעיה',
  ],
  [[category('support', 1.5)], 'delete|reset|löschen|eliminar|supprimer|cancellare|excluir|למחוק'],
  [[vagueCategory('support', 1)], 'how|howto|wie|cómo|como|comment|come|איך|כיצד'],
  [
    [category('payments', 4)],
    'payment|payments|pay|paid|payout|payouts|withdraw|withdrawal|invoice|invoices|invoicing|billing|get paid|getting paid|zahlung|zahlungen|bezahlung|bezahlt|bezahlen|auszahlung|rechnung|rechnungen|pago|pagos|pagar|cobrar|cobro|factura|facturas|facturación|paiement|paiements|payé|payer|facture|factures|facturation|virement|pagamento|pagamenti|pagato|pagare|fattura|fatture|fatturazione|pagamentos|fatura|faturas|faturamento|תשלום|תשלומים|חשבונית|חשבוניות',
  ],
  [[category('payments', 6)], 'wordhive pay|wordhivepay'],
  [
    [category('payments', 3)],
    'money|withdraw money|geld|abheben|auszahlen|dinero|pagan|pagarme|retirar|argent|retirer|soldi|ritirare|dinheiro|pagam|sacar|כסף|למשוך|מושכים',
  ],
  [[category('payments', 2)], 'fees|fee|gebühren|comisiones|frais|commissioni|taxas|עמלות|receber'],
  [
    [category('probono', 6)],
    'pro bono|probono|volunteer|volunteers|volunteering|voluntary|ehrenamt|ehrenamtlich|ehrenamtliche|ehrenamtlichen|freiwillig|freiwillige|voluntario|voluntaria|voluntarios|voluntariado|bénévole|bénévoles|bénévolat|volontariat|volontario|volontaria|volontari|volontariato|voluntário|voluntária|voluntários|התנדבות|מתנדב|מתנדבים|בהתנדבות',
  ],
  [[category('probono', 3)], 'ngo|ngos|ong|ongs|charity|nonprofit|non profit|gemeinnützig|sin ánimo de lucro|עמותה'],
  [
    [category('software-hub', 3)],
    'tool|tools|cat tool|cat tools|translation software|translation tools|outils tao|outils de tao|herramientas tao|herramientas cat|strumenti cat|ferramentas cat|כלי תרגום|werkzeug|werkzeuge|herramienta|herramientas|outil|outils|strumento|strumenti|ferramenta|ferramentas|כלי|כלים',
  ],
  [
    [category('software-hub', 2)],
    'trados|trados studio|sdl trados|memoq|wordfast|memsource|matecat|deja vu|smartcat|cafetran|subtitle edit|aegisub|eztitles|xbench|verifika',
  ],
  [
    [category('software-hub', 2)],
    'cat|tao|review|reviews|comparison|vergleich|bewertung|bewertungen|comparación|reseñas|opiniones|avis|comparatif|recensione|recensioni|avaliações|confronto|comparação|השוואה|ביקורות',
  ],
  [[category('omegat', 8)], 'omegat|omega t'],
  [
    [flag('community'), category('forums', 1.5)],
    'community|communities|gemeinschaft|comunidad|comunidades|communauté|communautés|comunità|comunidade|קהילה|קהילת|קהילות',
  ],
  [
    [category('wit-community', 5)],
    'women|woman|female|frauen|frau|mujeres|mujer|femmes|femme|donne|donna|mulheres|mulher|נשים|wit|women in translation',
  ],
  [
    [category('managed-services', 5)],
    'managed|managed services|managed service|gestionado|gestionados|gestionadas|géré|gérés|gérée|gérées|gestiti|gestito|gerenciado|gerenciados|geridos|מנוהל|מנוהלים',
  ],
  [
    [category('managed-services', 4)],
    'end to end|full service|outsourcing|project management|projektmanagement|gestión de proyectos|gestion de projet|gestione progetti|gestão de projetos|ניהול פרויקטים',
  ],

  // Direction words and articles: they decide which language is the source.
  [[{ kind: 'from' }], 'from|von|vom|aus|de|del|desde|d|du|da|do|dal|dall|dalla|dallo|dai|dagli|dos|dalle'],
  [[{ kind: 'to' }], 'to|into|towards|ins|nach|al|hacia|para|pro|pra|vers|en|au|all|alla|allo|ai|agli|ao|aos'],
  [[{ kind: 'weakTo' }], 'a|in'],
  [
    [{ kind: 'article' }],
    'the|le|la|l|les|el|los|las|lo|il|gli|o|os|der|die|das|dem|den|um|uma|un|une|una|uno|ein|eine|einem|einer|einen',
  ],
  [
    [{ kind: 'stop' }],
    'i|me|we|you|an|for|of|edit|update|bearbeiten|ändern|aktualisieren|editar|modificar|actualizar|modifier|modificare|aggiornare|atualizar|alterar|לערוך|sur|sugli|sulla|sulle|sul|em|and|or|with|on|at|by|need|needed|want|looking|look|find|search|searching|get|is|are|what|where|who|can|does|some|someone|somebody|any|good|best|please|hire|near|services|service|language|languages|speaker|new|latest|recent|newest|named|called|this|that|vs|versus|online|' +
      'ich|suche|suchen|brauche|benötige|für|mit|und|oder|zu|im|am|bei|gesucht|finden|wer|was|wo|ist|sind|sprache|sprachen|werde|kann|mich|bitte|neue|neu|neueste|neuesten|' +
      'busco|buscar|necesito|quiero|por|con|y|que|es|idioma|idiomas|lengua|servicios|servicio|donde|nuevo|nuevos|nuevas|recientes|' +
      'je|cherche|chercher|besoin|recherche|pour|avec|et|ou|des|qui|quoi|est|langue|langues|nouveau|être|dernières|derniers|récentes|' +
      'cerco|cerca|cercare|bisogno|ho|per|e|di|della|delle|dei|nella|nel|è|lingua|lingue|servizi|nuovo|nuovi|ultime|ultimi|recenti|vengo|sono|essere|' +
      'procuro|procurar|preciso|quero|com|é|língua|serviços|novo|últimas|últimos|recentes|na|no|' +
      'אני|מחפש|מחפשת|מחפשים|צריך|צריכה|עבור|של|עם|או|את|על|אל|מה|זה|שפה|שפות|שירותי|שירות|שירותים|חיפוש|מקבלים|אחרונות|אחרונים',
  ],
  [
    [{ kind: 'plain' }],
    'text|texts|texte|textes|texto|textos|testo|testi|documents|document|dokumente|documentos|documenti|audio|video|paris|london|berlin|madrid|rome|roma|milano|lisbon|lisboa',
  ],
];
