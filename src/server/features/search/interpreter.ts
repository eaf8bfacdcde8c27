/**
 * The embedded AI-search interpreter (spec §7): turns what a user typed in the
 * search modal, in any of the seven interface languages, into the JSON intent
 * the llm endpoint answers with. Deterministic and local: a lexicon lookup per
 * word, a little grammar for language direction, and weighted category cues.
 */
import { SEARCH_TEXT_MAX, type SearchIntent } from '../../../contract/search.ts';
import type { SearchCategory } from '../../../contract/taxonomy.ts';
import { buildLexicon } from './lexicon.ts';
import type { Cue, Flag } from './terms.ts';
import { isSymbol, type Token, tokenize } from './text.ts';

const lexicon = buildLexicon();

/** One recognised word or phrase, or an unknown word (no cues). */
/** A word or phrase of a search as the lexicon reads it. */
export interface Unit {
  cues: readonly Cue[];
  surface: string;
}

/** Symbols that separate the two codes of a pair written "en>de", "de-en", "eng/deu". */
const PAIR_SEPARATORS = new Set(['>', '->', '=>', '→', '⇒', '-', '/', '_']);
/** These must touch both codes: "de - en" is more likely a dash between words. */
const TIGHT_SEPARATORS = new Set(['-', '/', '_']);
const ARROWS = new Set(['>', '->', '=>', '→', '⇒']);

const INTERPRETING = new Set([
  'interpreting',
  'consecutive_interpreting',
  'simultaneous_interpreting',
  'remote_interpreting',
]);
/** A specific service replaces its general one: "sworn translator" is certified translation, not both. */
const GENERAL_SERVICE: Record<string, string> = {
  consecutive_interpreting: 'interpreting',
  simultaneous_interpreting: 'interpreting',
  remote_interpreting: 'interpreting',
  certified_translation: 'translation',
  terminology_translation: 'translation',
  audiovisual_translation: 'translation',
  mt_post_editing: 'editing',
  captioning: 'subtitling',
};

/** How much each kind of directory cue counts for the `freelancers` category. */
const DIRECTORY_WEIGHT = { person: 2.5, service: 1.5, lang: 1, field: 1 } as const;

/** Equal scores go to the more specific category. */
const TIE_ORDER: readonly SearchCategory[] = [
  'omegat',
  'wit-community',
  'interpreters-community',
  'probono',
  'managed-services',
  'payments',
  'profile',
  'memberships',
  'jobs',
  'opportunities',
  'businesses',
  'forums',
  'news',
  'learn',
  'language_assessment',
  'software-hub',
  'support',
  'site_info',
  'freelancers',
  'users',
];

/** Splits the text into units, longest phrase first, reading "en>de" as from/to + two languages. */
function units(tokens: Token[]): Unit[] {
  const result: Unit[] = [];
  const words: Token[] = [];
  const flush = () => {
    result.push(...phraseUnits(words));
    words.length = 0;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const pair = codePair(tokens, i);
    if (pair) {
      flush();
      result.push(
        { cues: [{ kind: 'from' }], surface: '' },
        { cues: [{ kind: 'lang', code: pair[0] }], surface: tokens[i]!.surface },
        { cues: [{ kind: 'to' }], surface: '' },
        { cues: [{ kind: 'lang', code: pair[1] }], surface: tokens[i + 2]!.surface },
      );
      i += 2;
    } else if (ARROWS.has(token.norm)) {
      flush();
      result.push({ cues: [{ kind: 'to' }], surface: '' });
    } else if (!isSymbol(token)) {
      words.push(token);
    }
  }
  flush();
  return result;
}

function codePair(tokens: Token[], i: number): [string, string] | undefined {
  const [a, sep, b] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!a || !sep || !b || !PAIR_SEPARATORS.has(sep.norm)) return undefined;
  if (TIGHT_SEPARATORS.has(sep.norm) && (a.end !== sep.start || sep.end !== b.start)) return undefined;
  const from = lexicon.code(a.norm);
  const to = lexicon.code(b.norm);
  return from && to ? [from, to] : undefined;
}

function phraseUnits(words: Token[]): Unit[] {
  const result: Unit[] = [];
  let i = 0;
  while (i < words.length) {
    let matched = false;
    for (let n = Math.min(lexicon.maxPhraseWords, words.length - i); n >= 2; n--) {
      const slice = words.slice(i, i + n);
      const cues = lexicon.phrase(slice.map((w) => w.norm).join(' '));
      if (cues) {
        result.push({ cues, surface: slice.map((w) => w.surface).join(' ') });
        i += n;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[i]!;
    const found = lexicon.word(word.norm);
    for (const cues of found ?? [[]]) result.push({ cues, surface: word.surface });
    i++;
  }
  return result;
}

interface Reading {
  languages: { code: string; direction: 'from' | 'to' | null }[];
  services: string[];
  fields: { key: string; fromGame: boolean }[];
  flags: Set<Flag>;
  scores: Map<SearchCategory, number>;
  /** Category weight that came from software words, taken back when they only named a localization. */
  softwareWeight: number;
  directory: number;
  keyword: string[];
}

function read(all: Unit[]): Reading {
  const reading: Reading = {
    languages: [],
    services: [],
    fields: [],
    flags: new Set(),
    scores: new Map(),
    softwareWeight: 0,
    directory: 0,
    keyword: [],
  };
  let pending: 'from' | 'to' | null = null;
  for (const unit of all) {
    if (unit.cues.length === 0 || unit.cues[0]!.kind === 'plain') {
      reading.keyword.push(unit.surface);
      pending = null;
      continue;
    }
    const kinds = new Set(unit.cues.map((c) => c.kind));
    if (kinds.has('from') || kinds.has('to')) {
      pending = kinds.has('from') ? 'from' : 'to';
      continue;
    }
    if (kinds.has('weakTo')) {
      // "de inglés a español": a direction only once a first language was named.
      if (!pending && reading.languages.length > 0) pending = 'to';
      continue;
    }
    if (kinds.has('article')) continue;
    for (const cue of unit.cues) applyCue(reading, cue, unit, pending);
    pending = null;
  }
  return reading;
}

function applyCue(reading: Reading, cue: Cue, unit: Unit, direction: 'from' | 'to' | null): void {
  switch (cue.kind) {
    case 'lang':
      reading.languages.push({ code: cue.code, direction });
      reading.directory = Math.max(reading.directory, DIRECTORY_WEIGHT.lang);
      return;
    case 'service':
      reading.services.push(cue.key);
      reading.directory = Math.max(reading.directory, DIRECTORY_WEIGHT.service);
      return;
    case 'person':
      reading.directory = Math.max(reading.directory, DIRECTORY_WEIGHT.person);
      return;
    case 'field':
      reading.fields.push({ key: cue.key, fromGame: unit.cues.some((c) => c.kind === 'flag' && c.flag === 'game') });
      reading.directory = Math.max(reading.directory, DIRECTORY_WEIGHT.field);
      return;
    case 'flag':
      reading.flags.add(cue.flag);
      if (cue.flag === 'localization') reading.directory = Math.max(reading.directory, DIRECTORY_WEIGHT.service);
      return;
    case 'category': {
      reading.scores.set(cue.category, (reading.scores.get(cue.category) ?? 0) + cue.weight);
      if (unit.cues.some((c) => c.kind === 'flag' && c.flag === 'software')) reading.softwareWeight += cue.weight;
      return;
    }
    default:
      return;
  }
}

/** Source and target: direction words first, then the order the languages were named in. */
function languagePair(reading: Reading): SearchIntent['languages'] {
  const seen = new Set<string>();
  const named = reading.languages.filter((l) => !seen.has(l.code) && seen.add(l.code));
  let source = named.find((l) => l.direction === 'from')?.code ?? null;
  let target = named.find((l) => l.direction === 'to' && l.code !== source)?.code ?? null;
  for (const l of named) {
    if (l.code === source || l.code === target) continue;
    // A lone language marked "to" stays the target ("doblaje al español").
    if (source === null && l.direction !== 'to') source = l.code;
    else if (target === null) target = l.code;
  }
  return { source, target };
}

function resolveServices(reading: Reading): string[] {
  const services = [...reading.services];
  if (reading.flags.has('localization')) {
    if (reading.flags.has('game')) services.push('game_localization');
    else if (reading.flags.has('web') && !reading.flags.has('software')) services.push('website_localization');
    else services.push('software_localization');
  }
  if (reading.flags.has('remote') && services.some((s) => INTERPRETING.has(s))) services.push('remote_interpreting');
  const unique = [...new Set(services)];
  const general = new Set(unique.map((s) => GENERAL_SERVICE[s]).filter(Boolean));
  return unique.filter((s) => !general.has(s));
}

function chooseCategory(reading: Reading, services: string[]): SearchCategory {
  const scores = new Map(reading.scores);
  const add = (c: SearchCategory, w: number) => scores.set(c, (scores.get(c) ?? 0) + w);
  if (reading.flags.has('community') && services.some((s) => INTERPRETING.has(s))) add('interpreters-community', 6);
  // "Lokalisierung Software" names a service, not the software hub.
  if (reading.flags.has('localization') && reading.softwareWeight > 0) add('software-hub', -reading.softwareWeight);
  if (reading.flags.has('possessive') && scores.has('profile')) add('profile', 3);
  add('freelancers', reading.directory);
  let best: SearchCategory = 'freelancers';
  let bestScore = 0;
  for (const category of TIE_ORDER) {
    const score = scores.get(category) ?? 0;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

export function interpretQuery(text: string): SearchIntent {
  const reading = read(units(tokenize(text.slice(0, SEARCH_TEXT_MAX))));
  const services = resolveServices(reading);
  const gameLocalization = services.includes('game_localization');
  const fields = [...new Set(reading.fields.filter((f) => !(gameLocalization && f.fromGame)).map((f) => f.key))];
  const category = chooseCategory(reading, services);
  return {
    search_for: category,
    searching_for: category,
    services,
    languages: languagePair(reading),
    fields,
    keyword: reading.keyword.join(' ').slice(0, SEARCH_TEXT_MAX),
  };
}

/** Words that only shape the sentence or name who is being looked for ("translator", "from"). */
const FILLER: ReadonlySet<Cue['kind']> = new Set(['stop', 'article', 'from', 'to', 'weakTo', 'person']);
/**
 * Flags that only shape the sentence: "remote" or "from home" (a freelancer's work is), "my", and
 * "available", which the directory reads as its filter of those taking new work (contract/search.ts).
 */
const FILLER_FLAGS: ReadonlySet<string> = new Set(['remote', 'possessive', 'available']);

/** What a list's filters already say: languages (ISO 639-2), service keys and field category keys. */
export interface SaidByFilters {
  languages: readonly string[];
  serviceKeys: readonly string[];
  fieldKeys: readonly string[];
  /**
   * The list's own site-search categories: a word naming one ("jobs" on the job list, "news" on the
   * news) says only where the search leads. A word naming another ("OmegaT" in the news) is kept.
   */
  categories: readonly SearchCategory[];
}

/**
 * The words of a search a list must still find in a text: the search modal opens a list with the whole
 * sentence (`search={text}`, spec §7) beside the filters it read from it, and "legal translation jobs
 * from Portuguese to English" would otherwise ask every job to contain "jobs", "from" and "Portuguese".
 * A word is dropped when it is filler or names what a filter already asks for; any other word stays as
 * typed, so a keyword typed in the list's own box ("contract") still narrows by its text.
 * Each word or phrase comes with what the lexicon read in it.
 */
export function unitsBeyondFilters(text: string, said: SaidByFilters): Unit[] {
  return splitByFilters(text, said).kept;
}

/**
 * A search's units parted: those kept (unitsBeyondFilters), and whether any was left out because it
 * names what a filter of the list asks for (a language, service or field), not only as filler.
 */
export function splitByFilters(text: string, said: SaidByFilters): { kept: Unit[]; namedFilters: boolean } {
  const kept: Unit[] = [];
  let namedFilters = false;
  for (const unit of units(tokenize(text.slice(0, SEARCH_TEXT_MAX)))) {
    // The direction read from "en>de" has no words of its own.
    if (!unit.surface) continue;
    const saidByFilter = (cue: Cue) =>
      (cue.kind === 'lang' && said.languages.includes(cue.code)) ||
      (cue.kind === 'service' && said.serviceKeys.includes(cue.key)) ||
      (cue.kind === 'field' && said.fieldKeys.includes(cue.key));
    const redundant =
      unit.cues.length > 0 &&
      unit.cues.every(
        (cue) =>
          FILLER.has(cue.kind) ||
          (cue.kind === 'flag' && FILLER_FLAGS.has(cue.flag)) ||
          (cue.kind === 'category' && (cue.vague || said.categories.includes(cue.category))) ||
          saidByFilter(cue),
      );
    if (redundant && unit.cues.some(saidByFilter)) namedFilters = true;
    // A Hebrew word read as two units ("from" + "English") is kept once.
    if (!redundant && kept.at(-1)?.surface !== unit.surface) kept.push(unit);
  }
  return { kept, namedFilters };
}
