/**
 * Generated members: a realistic mix of freelancers, companies and clients from
 * many countries, deterministic for a given count. Inserted in batches of
 * accounts with their profiles (profiles.ts), so 100,000 members take minutes,
 * with progress reported as it goes.
 */
import type { AccountType } from '../../../contract/taxonomy.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { FIRST_GENERATED_ID, FIXED_ACCOUNTS } from './accounts.ts';
import { emptyProfileRows, generateProfile, insertProfileRows, type KnownMembers } from './profiles.ts';
import type { Random } from './random.ts';
import { SHOWCASE_NAMES } from './showcase.ts';

/**
 * Each region's common first names (even positions women's, odd men's) and surnames, from which
 * members are drawn, and more surnames for a member whose name another already has: in the
 * quick-start demo no two people share a name (the directory showed seven "Wei Zhang").
 */
const REGIONS = [
  {
    country: 'DE',
    first: ['Lena', 'Jonas', 'Mia', 'Lukas', 'Hannah', 'Felix', 'Anna', 'Paul', 'Clara', 'Maximilian'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter'],
    more: [
      'Schulz',
      'Bauer',
      'Wolf',
      'Schröder',
      'Neumann',
      'Schwarz',
      'Zimmermann',
      'Braun',
      'Krüger',
      'Hofmann',
      'Hartmann',
      'Lange',
      'Schmitt',
      'Werner',
      'Krause',
    ],
  },
  {
    country: 'FR',
    first: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Jules', 'Manon', 'Arthur', 'Inès', 'Théo'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefebvre'],
    more: [
      'Simon',
      'Laurent',
      'Michel',
      'David',
      'Bertrand',
      'Roux',
      'Vincent',
      'Fournier',
      'Morel',
      'Girard',
      'André',
      'Mercier',
      'Dupont',
      'Lambert',
      'Bonnet',
    ],
  },
  {
    country: 'ES',
    first: ['Lucía', 'Hugo', 'Martina', 'Pablo', 'Sofía', 'Daniel', 'Carmen', 'Javier', 'Elena', 'Álvaro'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
    more: [
      'Díaz',
      'Muñoz',
      'Álvarez',
      'Romero',
      'Alonso',
      'Gutiérrez',
      'Navarro',
      'Domínguez',
      'Vázquez',
      'Ramos',
      'Gil',
      'Serrano',
      'Blanco',
      'Suárez',
      'Ortega',
    ],
  },
  {
    country: 'IT',
    first: ['Giulia', 'Francesco', 'Chiara', 'Alessandro', 'Sara', 'Lorenzo', 'Martina', 'Matteo', 'Alice', 'Andrea'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
    more: [
      'Bruno',
      'Gallo',
      'Conti',
      'De Luca',
      'Mancini',
      'Costa',
      'Giordano',
      'Rizzo',
      'Lombardi',
      'Moretti',
      'Barbieri',
      'Fontana',
      'Santoro',
      'Mariani',
      'Rinaldi',
    ],
  },
  {
    country: 'PT',
    first: ['Inês', 'João', 'Beatriz', 'Tiago', 'Mariana', 'Rui', 'Catarina', 'Miguel', 'Ana', 'Pedro'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Almeida'],
    more: [
      'Gomes',
      'Lopes',
      'Marques',
      'Alves',
      'Ribeiro',
      'Pinto',
      'Carvalho',
      'Teixeira',
      'Correia',
      'Mendes',
      'Nunes',
      'Soares',
      'Vieira',
      'Monteiro',
      'Cardoso',
    ],
  },
  {
    country: 'BR',
    first: ['Larissa', 'Gabriel', 'Juliana', 'Rafael', 'Camila', 'Lucas', 'Fernanda', 'Thiago', 'Bruna', 'Gustavo'],
    last: ['Souza', 'Lima', 'Carvalho', 'Ribeiro', 'Gomes', 'Barbosa', 'Araújo', 'Rocha', 'Dias', 'Moreira'],
    more: [
      'Nascimento',
      'Alves',
      'Pereira',
      'Ferreira',
      'Rodrigues',
      'Costa',
      'Cardoso',
      'Teixeira',
      'Mendes',
      'Freitas',
      'Barros',
      'Pinheiro',
      'Cavalcanti',
      'Azevedo',
      'Nogueira',
    ],
  },
  {
    country: 'IL',
    first: ['Noa', 'Yonatan', 'Tamar', 'Itai', 'Maya', 'Omer', 'Shira', 'Ariel', 'Yael', 'Eitan'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Azulai', 'Katz'],
    more: [
      'Shapiro',
      'Ben-David',
      'Goldberg',
      'Rosenberg',
      'Segal',
      'Ohana',
      'Amar',
      'Gabay',
      'Malka',
      'Weiss',
      'Klein',
      'Ashkenazi',
      'Golan',
      'Harel',
      'Baruch',
    ],
  },
  {
    country: 'GB',
    first: ['Olivia', 'Jack', 'Amelia', 'Harry', 'Isla', 'George', 'Emily', 'Oliver', 'Grace', 'Charlie'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Walker', 'Hughes', 'Clarke'],
    more: [
      'Roberts',
      'Wright',
      'Robinson',
      'Wood',
      'Thomson',
      'Edwards',
      'Green',
      'Hall',
      'Lewis',
      'Wilkinson',
      'Turner',
      'Hill',
      'Cooper',
      'Ward',
      'Morris',
    ],
  },
  {
    country: 'US',
    first: ['Emma', 'Liam', 'Ava', 'Noah', 'Sophia', 'Ethan', 'Madison', 'Mason', 'Abigail', 'Logan'],
    last: ['Johnson', 'Miller', 'Davis', 'Garcia', 'Anderson', 'Moore', 'Jackson', 'White', 'Harris', 'Thompson'],
    more: [
      'Martinez',
      'Robinson',
      'Clark',
      'Rodriguez',
      'Lewis',
      'Lee',
      'Walker',
      'Hall',
      'Allen',
      'Young',
      'King',
      'Wright',
      'Scott',
      'Green',
      'Baker',
    ],
  },
  {
    country: 'MX',
    first: ['Valeria', 'Santiago', 'Ximena', 'Diego', 'Regina', 'Emiliano', 'Fernanda', 'Mateo', 'Renata', 'Leonardo'],
    last: ['Hernández', 'Ramírez', 'Flores', 'Torres', 'Cruz', 'Morales', 'Reyes', 'Jiménez', 'Vargas', 'Castillo'],
    more: [
      'Gutiérrez',
      'Mendoza',
      'Ruiz',
      'Aguilar',
      'Ortiz',
      'Moreno',
      'Chávez',
      'Medina',
      'Rojas',
      'Guzmán',
      'Domínguez',
      'Salazar',
      'Herrera',
      'Luna',
      'Ríos',
    ],
  },
  {
    country: 'EG',
    first: ['Nour', 'Omar', 'Salma', 'Youssef', 'Mariam', 'Ahmed', 'Laila', 'Karim', 'Hana', 'Mostafa'],
    last: ['Hassan', 'Mahmoud', 'Ibrahim', 'Mostafa', 'Saleh', 'Farouk', 'Nasser', 'Kamal', 'Said', 'Fathy'],
    more: [
      'Abdel-Rahman',
      'Ali',
      'Mohamed',
      'Mansour',
      'Youssef',
      'Fouad',
      'Sherif',
      'Gamal',
      'Hamdy',
      'Zaki',
      'Ramadan',
      'Soliman',
      'Hussein',
      'Adel',
      'Tawfik',
    ],
  },
  {
    country: 'CN',
    first: ['Wei', 'Jing', 'Hao', 'Xin', 'Lei', 'Yan', 'Jun', 'Mei', 'Tao', 'Ling'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu'],
    more: ['Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'He', 'Gao', 'Lin', 'Luo', 'Zheng', 'Liang', 'Xie', 'Song', 'Tang'],
  },
  {
    country: 'JP',
    first: ['Yuki', 'Haruto', 'Sakura', 'Ren', 'Aoi', 'Sota', 'Hina', 'Riku', 'Yui', 'Kaito'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
    more: [
      'Yoshida',
      'Yamada',
      'Sasaki',
      'Yamaguchi',
      'Matsumoto',
      'Inoue',
      'Kimura',
      'Hayashi',
      'Shimizu',
      'Yamazaki',
      'Mori',
      'Abe',
      'Ikeda',
      'Hashimoto',
      'Ishikawa',
    ],
  },
  {
    country: 'KR',
    first: ['Seo-yeon', 'Min-jun', 'Ji-woo', 'Do-yoon', 'Ha-eun', 'Ye-jun', 'Su-ah', 'Si-woo', 'Ji-ho', 'Eun-ji'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
    more: [
      'Kwon',
      'Shin',
      'Han',
      'Oh',
      'Seo',
      'Hwang',
      'Ahn',
      'Song',
      'Yoo',
      'Hong',
      'Jeon',
      'Ko',
      'Moon',
      'Yang',
      'Son',
    ],
  },
  {
    country: 'PL',
    first: ['Zuzanna', 'Jakub', 'Julia', 'Kacper', 'Maja', 'Szymon', 'Oliwia', 'Filip', 'Natalia', 'Wojciech'],
    last: [
      'Nowak',
      'Kowalski',
      'Wiśniewski',
      'Wójcik',
      'Kowalczyk',
      'Kamiński',
      'Lewandowski',
      'Zieliński',
      'Szymański',
      'Woźniak',
    ],
    more: [
      'Kozłowski',
      'Jankowski',
      'Mazur',
      'Wojciechowski',
      'Kwiatkowski',
      'Krawczyk',
      'Kaczmarek',
      'Piotrowski',
      'Grabowski',
      'Zając',
      'Pawłowski',
      'Michalski',
      'Król',
      'Wieczorek',
      'Jabłoński',
    ],
  },
  {
    country: 'NL',
    first: ['Sanne', 'Daan', 'Emma', 'Sem', 'Julia', 'Lars', 'Fleur', 'Bram', 'Lotte', 'Thijs'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
    more: [
      'de Boer',
      'Dekker',
      'van Dijk',
      'Vos',
      'Peters',
      'Hendriks',
      'van Leeuwen',
      'Dijkstra',
      'Brouwer',
      'de Graaf',
      'van der Meer',
      'Kok',
      'Jacobs',
      'de Haan',
      'Vermeulen',
    ],
  },
] as const;

const COMPANY_WORDS = [
  'Lingua',
  'Verba',
  'Babel',
  'Polyglot',
  'Translingo',
  'Wordcraft',
  'Idioma',
  'Global Voice',
  'Clearword',
  'Sprachwerk',
  'Traduxi',
  'Interlingua',
  'Localize',
  'Parola',
  'Palavra',
];
const COMPANY_SUFFIX = [
  'Translations',
  'Language Services',
  'Localization',
  'Linguistics',
  'Translation Agency',
  'Communications',
];

export const ACCOUNT_TYPE_WEIGHTS: Record<AccountType, number> = {
  translator: 45,
  interpreter: 12,
  subtitler: 8,
  company: 10,
  outsourcer: 25,
};

export interface GeneratedMember {
  entityId: number;
  accountType: AccountType;
  name: string;
  firstName: string;
  lastName: string;
  /** Position of the first name in its region's list: even positions are women's names. */
  firstNameIndex: number;
  country: string;
  createdAt: Date;
}

const DAY = 86_400_000;

/**
 * A company name no other generated company has: a brand and a kind of firm
 * ("Verba Localization"), or the founders' surnames ("Jansen & Smit
 * Translations") once brands repeat. Past a few thousand companies (benchmark
 * seeds) the names can run out, and a repeat is kept rather than looping.
 */
function companyName(rnd: Random, surnames: readonly string[], taken: ReadonlySet<string>): string {
  let name = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    if (attempt < 3) name = `${rnd.pick(COMPANY_WORDS)} ${rnd.pick(COMPANY_SUFFIX)}`;
    else {
      const [a, b] = rnd.sample(surnames, 2);
      name = `${a} & ${b} ${rnd.pick(COMPANY_SUFFIX)}`;
    }
    if (!taken.has(name)) break;
  }
  return name;
}

type Region = (typeof REGIONS)[number];

/** A Polish surname in -ski, -cki or -dzki is -ska, -cka, -dzka for a woman ("Zuzanna Kowalska"). */
function surnameFor(region: Region, firstNameIndex: number, surname: string): string {
  return region.country === 'PL' && firstNameIndex % 2 === 0 ? surname.replace(/([sc]|dz)ki$/, '$1ka') : surname;
}

/**
 * The drawn name, or the nearest one no member has yet: the region's next surname, then (all taken)
 * the next first name of the same gender (same parity) with each surname. Found without the
 * generator, so the members after keep what they draw. Past the region's names (benchmark seeds)
 * a name repeats.
 */
function freeName(
  region: Region,
  drawn: { firstName: string; surname: string },
  taken: ReadonlySet<string>,
): { firstName: string; lastName: string; firstNameIndex: number } {
  const firstNames: readonly string[] = region.first;
  const surnames: readonly string[] = [...region.last, ...region.more];
  const firstStart = firstNames.indexOf(drawn.firstName);
  const surnameStart = surnames.indexOf(drawn.surname);
  for (let f = 0; f < firstNames.length; f += 2) {
    const firstNameIndex = (firstStart + f) % firstNames.length;
    const firstName = firstNames[firstNameIndex]!;
    for (let k = 0; k < surnames.length; k++) {
      const lastName = surnameFor(region, firstNameIndex, surnames[(surnameStart + k) % surnames.length]!);
      if (!taken.has(`${firstName} ${lastName}`)) return { firstName, lastName, firstNameIndex };
    }
  }
  return {
    firstName: drawn.firstName,
    lastName: surnameFor(region, firstStart, drawn.surname),
    firstNameIndex: firstStart,
  };
}

/**
 * One member, from the seeded generator. `now` is fixed by the caller so ages
 * are stable within a seed; `names` holds the names given so far, and takes this one.
 */
export function generateMember(rnd: Random, entityId: number, now: number, names: Set<string>): GeneratedMember {
  const types = Object.keys(ACCOUNT_TYPE_WEIGHTS) as AccountType[];
  const accountType = rnd.weighted(types, Object.values(ACCOUNT_TYPE_WEIGHTS));
  const region = rnd.pick(REGIONS);
  const drawn = { firstName: rnd.pick(region.first), surname: rnd.pick(region.last) };
  const person = accountType === 'company' ? null : freeName(region, drawn, names);
  const name = person ? `${person.firstName} ${person.lastName}` : companyName(rnd, region.last, names);
  names.add(name);
  // About one in twenty joined in the last month, so "new members" is never empty.
  const ageDays = rnd.chance(0.05) ? rnd.int(0, 29) : rnd.int(30, 6 * 365);
  return {
    entityId,
    accountType,
    name,
    firstName: person?.firstName ?? '',
    lastName: person?.lastName ?? '',
    firstNameIndex: person?.firstNameIndex ?? region.first.indexOf(drawn.firstName as never),
    country: region.country,
    createdAt: new Date(now - ageDays * DAY - rnd.int(0, DAY - 1)),
  };
}

export const BATCH_SIZE = 1000;

/**
 * Inserts `count` members with their profiles. `known` starts with the fixed
 * accounts and grows batch by batch: feedback, ratings and favorites only
 * point at members already inserted.
 */
export async function seedMembers(
  db: Db,
  {
    count,
    rnd,
    now,
    known,
    onProgress,
  }: { count: number; rnd: Random; now: number; known: KnownMembers; onProgress: (done: number) => void },
): Promise<GeneratedMember[]> {
  const all: GeneratedMember[] = [];
  // The fixed accounts' and the showcase members' names are theirs alone.
  const names = new Set([...FIXED_ACCOUNTS.map((a) => a.name), ...SHOWCASE_NAMES]);
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch: GeneratedMember[] = [];
    for (let i = start; i < Math.min(count, start + BATCH_SIZE); i++) {
      batch.push(generateMember(rnd, FIRST_GENERATED_ID + i, now, names));
    }
    await db.insert(users).values(
      batch.map((m) => ({
        entityId: m.entityId,
        email: `member${m.entityId}@members.wordhive.test`,
        passwordHash: null,
        accountType: m.accountType,
        name: m.name,
        username: `member${m.entityId}`,
        firstName: m.firstName,
        lastName: m.lastName,
        createdAt: m.createdAt,
        emailConfirmedAt: m.createdAt,
      })),
    );
    for (const m of batch) {
      const who = { entityId: m.entityId, name: m.name, joinedAt: m.createdAt.getTime() };
      if (m.accountType === 'outsourcer' || m.accountType === 'company') known.clients.push(who);
      if (m.accountType !== 'outsourcer') known.linguists.push(who);
    }
    const rows = emptyProfileRows();
    for (const m of batch) generateProfile(m, known, now, rows);
    await insertProfileRows(db, rows);
    all.push(...batch);
    onProgress(Math.min(count, start + BATCH_SIZE));
  }
  return all;
}
