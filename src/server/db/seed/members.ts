/**
 * Generated members: a realistic mix of freelancers, companies and clients from
 * many countries, deterministic for a given count. Inserted in batches of
 * accounts with their profiles (profiles.ts), so 100,000 members take minutes,
 * with progress reported as it goes.
 */
import type { AccountType } from '../../../contract/taxonomy.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { FIRST_GENERATED_ID } from './accounts.ts';
import { emptyProfileRows, generateProfile, insertProfileRows, type KnownMembers } from './profiles.ts';
import type { Random } from './random.ts';

const REGIONS = [
  {
    country: 'DE',
    first: ['Lena', 'Jonas', 'Mia', 'Lukas', 'Hannah', 'Felix', 'Anna', 'Paul', 'Clara', 'Maximilian'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter'],
  },
  {
    country: 'FR',
    first: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Jules', 'Manon', 'Arthur', 'Inès', 'Théo'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Lefebvre'],
  },
  {
    country: 'ES',
    first: ['Lucía', 'Hugo', 'Martina', 'Pablo', 'Sofía', 'Daniel', 'Carmen', 'Javier', 'Elena', 'Álvaro'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'],
  },
  {
    country: 'IT',
    first: ['Giulia', 'Francesco', 'Chiara', 'Alessandro', 'Sara', 'Lorenzo', 'Martina', 'Matteo', 'Alice', 'Andrea'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'],
  },
  {
    country: 'PT',
    first: ['Inês', 'João', 'Beatriz', 'Tiago', 'Mariana', 'Rui', 'Catarina', 'Miguel', 'Ana', 'Pedro'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Almeida'],
  },
  {
    country: 'BR',
    first: ['Larissa', 'Gabriel', 'Juliana', 'Rafael', 'Camila', 'Lucas', 'Fernanda', 'Thiago', 'Bruna', 'Gustavo'],
    last: ['Souza', 'Lima', 'Carvalho', 'Ribeiro', 'Gomes', 'Barbosa', 'Araújo', 'Rocha', 'Dias', 'Moreira'],
  },
  {
    country: 'IL',
    first: ['Noa', 'Yonatan', 'Tamar', 'Itai', 'Maya', 'Omer', 'Shira', 'Ariel', 'Yael', 'Eitan'],
    last: ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Azulai', 'Katz'],
  },
  {
    country: 'GB',
    first: ['Olivia', 'Jack', 'Amelia', 'Harry', 'Isla', 'George', 'Emily', 'Oliver', 'Grace', 'Charlie'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Walker', 'Hughes', 'Clarke'],
  },
  {
    country: 'US',
    first: ['Emma', 'Liam', 'Ava', 'Noah', 'Sophia', 'Ethan', 'Madison', 'Mason', 'Abigail', 'Logan'],
    last: ['Johnson', 'Miller', 'Davis', 'Garcia', 'Anderson', 'Moore', 'Jackson', 'White', 'Harris', 'Thompson'],
  },
  {
    country: 'MX',
    first: ['Valeria', 'Santiago', 'Ximena', 'Diego', 'Regina', 'Emiliano', 'Fernanda', 'Mateo', 'Renata', 'Leonardo'],
    last: ['Hernández', 'Ramírez', 'Flores', 'Torres', 'Cruz', 'Morales', 'Reyes', 'Jiménez', 'Vargas', 'Castillo'],
  },
  {
    country: 'EG',
    first: ['Nour', 'Omar', 'Salma', 'Youssef', 'Mariam', 'Ahmed', 'Laila', 'Karim', 'Hana', 'Mostafa'],
    last: ['Hassan', 'Mahmoud', 'Ibrahim', 'Mostafa', 'Saleh', 'Farouk', 'Nasser', 'Kamal', 'Said', 'Fathy'],
  },
  {
    country: 'CN',
    first: ['Wei', 'Jing', 'Hao', 'Xin', 'Lei', 'Yan', 'Jun', 'Mei', 'Tao', 'Ling'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu'],
  },
  {
    country: 'JP',
    first: ['Yuki', 'Haruto', 'Sakura', 'Ren', 'Aoi', 'Sota', 'Hina', 'Riku', 'Yui', 'Kaito'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
  },
  {
    country: 'KR',
    first: ['Seo-yeon', 'Min-jun', 'Ji-woo', 'Do-yoon', 'Ha-eun', 'Ye-jun', 'Su-ah', 'Si-woo', 'Ji-ho', 'Eun-ji'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
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
  },
  {
    country: 'NL',
    first: ['Sanne', 'Daan', 'Emma', 'Sem', 'Julia', 'Lars', 'Fleur', 'Bram', 'Lotte', 'Thijs'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos'],
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
function companyName(rnd: Random, surnames: readonly string[], taken: Set<string>): string {
  let name = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    if (attempt < 3) name = `${rnd.pick(COMPANY_WORDS)} ${rnd.pick(COMPANY_SUFFIX)}`;
    else {
      const [a, b] = rnd.sample(surnames, 2);
      name = `${a} & ${b} ${rnd.pick(COMPANY_SUFFIX)}`;
    }
    if (!taken.has(name)) break;
  }
  taken.add(name);
  return name;
}

/**
 * One member, from the seeded generator. `now` is fixed by the caller so ages
 * are stable within a seed; `companyNames` holds the names given so far.
 */
export function generateMember(rnd: Random, entityId: number, now: number, companyNames: Set<string>): GeneratedMember {
  const types = Object.keys(ACCOUNT_TYPE_WEIGHTS) as AccountType[];
  const accountType = rnd.weighted(types, Object.values(ACCOUNT_TYPE_WEIGHTS));
  const region = rnd.pick(REGIONS);
  const firstName = rnd.pick(region.first);
  const lastName = rnd.pick(region.last);
  const name = accountType === 'company' ? companyName(rnd, region.last, companyNames) : `${firstName} ${lastName}`;
  // About one in twenty joined in the last month, so "new members" is never empty.
  const ageDays = rnd.chance(0.05) ? rnd.int(0, 29) : rnd.int(30, 6 * 365);
  return {
    entityId,
    accountType,
    name,
    firstName: accountType === 'company' ? '' : firstName,
    lastName: accountType === 'company' ? '' : lastName,
    firstNameIndex: region.first.indexOf(firstName as never),
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
  const companyNames = new Set(['LinguaBridge Translations']);
  for (let start = 0; start < count; start += BATCH_SIZE) {
    const batch: GeneratedMember[] = [];
    for (let i = start; i < Math.min(count, start + BATCH_SIZE); i++) {
      batch.push(generateMember(rnd, FIRST_GENERATED_ID + i, now, companyNames));
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
