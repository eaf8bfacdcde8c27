/**
 * Cities by their names in the seven interface languages and their own. A member writes their
 * city as they know it ("Munich", "München"); a searcher as they say it ("Dolmetscher München",
 * "מתרגמת בתל אביב", "traductor en Nueva York"). A search naming a city here matches members by
 * any of its names. ICU names countries and languages but no cities, hence this table: the cities
 * members live in (the demo's among them) and the large ones translators work from.
 *
 * A name that is also a common word is left out ("Nice"; "Le Cap", Cape Town, read "cap" without its
 * article; "Valence", a French city of its own, for Valencia; "Tolosa" for Toulouse): a search for
 * the word would list a city's members.
 */
import { HEBREW_PREFIXES, isHebrew } from '../search/text.ts';
import { STOPWORDS, searchableText } from './search-text.ts';

/** One city a line: its names, English first. */
const CITIES: readonly string[] = [
  // Europe
  'London|Londres|Londra|לונדון',
  'Manchester|מנצ׳סטר',
  'Bristol|בריסטול',
  'Cardiff|Caerdydd|קארדיף',
  'Edinburgh|Édimbourg|Edimburgo|אדינבורו',
  'Dublin|Dublino|Dublín|Baile Átha Cliath|דבלין',
  'Paris|Parigi|פריז',
  'Lyon|Lione|ליון',
  'Marseille|Marseilles|Marsiglia|Marsella|Marselha|מרסיי',
  'Bordeaux|Burdeos|Bordéus|בורדו',
  'Toulouse|טולוז',
  'Strasbourg|Straßburg|Strasburgo|Estrasburgo|שטרסבורג',
  'Brussels|Brüssel|Bruxelles|Brussel|Bruselas|Bruxelas|בריסל',
  'Antwerp|Antwerpen|Anvers|Anversa|Amberes|Antuérpia|אנטוורפן',
  'Amsterdam|אמסטרדם',
  'Rotterdam|רוטרדם',
  'The Hague|Den Haag|La Haye|L’Aia|La Haya|Haia|האג',
  'Utrecht|אוטרכט',
  'Luxembourg|Luxemburg|Lussemburgo|Luxemburgo|לוקסמבורג',
  'Berlin|Berlino|Berlín|Berlim|ברלין',
  'Munich|München|Monaco di Baviera|Múnich|Munique|מינכן',
  'Hamburg|Hambourg|Amburgo|Hamburgo|המבורג',
  'Cologne|Köln|Colonia|Colónia|Colônia|קלן',
  'Frankfurt|Francfort|Francoforte|Fráncfort|פרנקפורט',
  'Leipzig|Lipsia|לייפציג',
  'Dresden|Dresde|Dresda|דרזדן',
  'Stuttgart|Estugarda|שטוטגרט',
  'Düsseldorf|Dusseldorf|דיסלדורף',
  'Nuremberg|Nürnberg|Norimberga|Núremberg|Nuremberga|נירנברג',
  'Vienna|Wien|Vienne|Viena|וינה',
  'Zurich|Zürich|Zurigo|Zúrich|Zurique|ציריך',
  'Geneva|Genf|Genève|Ginevra|Ginebra|Genebra|ז׳נבה',
  'Basel|Bâle|Basilea|Basileia|באזל',
  'Bern|Berne|Berna|ברן',
  'Rome|Rom|Roma|רומא',
  'Milan|Mailand|Milano|Milán|Milão|מילאנו',
  'Florence|Florenz|Firenze|Florencia|Florença|פירנצה',
  'Turin|Torino|Turín|Turim|טורינו',
  'Bologna|Bologne|Bolonia|Bolonha|בולוניה',
  'Naples|Neapel|Napoli|Nápoles|נאפולי',
  'Venice|Venedig|Venise|Venezia|Venecia|Veneza|ונציה',
  'Madrid|מדריד',
  'Barcelona|Barcelone|ברצלונה',
  'Valencia|València|Valência|ולנסיה',
  'Seville|Sevilla|Séville|Siviglia|Sevilha|סביליה',
  'Granada|Grenade|גרנדה',
  'Lisbon|Lisboa|Lissabon|Lisbonne|Lisbona|ליסבון',
  'Porto|Oporto|פורטו',
  'Coimbra|קוימברה',
  'Faro|פארו',
  'Braga|בראגה',
  'Warsaw|Warszawa|Warschau|Varsovie|Varsavia|Varsovia|Varsóvia|ורשה',
  'Kraków|Krakau|Cracovie|Cracovia|Cracóvia|קרקוב',
  'Gdańsk|Danzig|Danzica|Gdansk|גדנסק',
  'Wrocław|Breslau|Breslavia|ורוצלב',
  'Prague|Praha|Prag|Praga|פראג',
  'Budapest|Budapeste|בודפשט',
  'Copenhagen|København|Kopenhagen|Copenhague|Copenaghen|Copenhaga|קופנהגן',
  'Stockholm|Stoccolma|Estocolmo|שטוקהולם',
  'Athens|Athen|Athènes|Atene|Atenas|אתונה',
  'Istanbul|Estambul|Istambul|איסטנבול',
  'Kyiv|Kiev|Kiew|Kijów|קייב',
  'Moscow|Moskau|Moscou|Mosca|Moscú|Moscovo|Moskva|מוסקבה',
  // Middle East and Africa
  'Tel Aviv|Tel Aviv-Yafo|תל אביב|תל אביב יפו',
  'Jerusalem|Jérusalem|Gerusalemme|Jerusalén|Jerusalém|ירושלים',
  'Haifa|Haïfa|חיפה',
  'Beirut|Beyrouth|Beirute|ביירות',
  'Dubai|Dubaï|Dubái|דובאי',
  'Cairo|Kairo|Le Caire|Il Cairo|El Cairo|O Cairo|קהיר',
  'Alexandria|Alexandrien|Alexandrie|Alessandria|Alejandría|אלכסנדריה',
  'Giza|Gizeh|Guiza|Gizé|גיזה',
  'Cape Town|Kapstadt|Città del Capo|Ciudad del Cabo|Cidade do Cabo|קייפטאון',
  // The Americas
  'New York|New York City|NYC|Nueva York|Nova Iorque|Nova York|ניו יורק',
  'Boston|בוסטון',
  'Washington|וושינגטון',
  'Chicago|שיקגו',
  'Miami|מיאמי',
  'Seattle|סיאטל',
  'San Francisco|סן פרנסיסקו',
  'Los Angeles|לוס אנג׳לס',
  'Toronto|טורונטו',
  'Montreal|Montréal|מונטריאול',
  'Mexico City|Mexiko-Stadt|Ciudad de México|Città del Messico|Cidade do México|CDMX|מקסיקו סיטי',
  'Guadalajara|גוודלחרה',
  'Monterrey|מונטריי',
  'Puebla|פואבלה',
  'Havana|Havanna|La Havane|L’Avana|La Habana|הוואנה',
  'Buenos Aires|בואנוס איירס',
  'São Paulo|San Paolo|סאו פאולו',
  'Rio de Janeiro|ריו דה ז׳ניירו',
  'Belo Horizonte|בלו הוריזונטה',
  'Curitiba|קוריטיבה',
  'Porto Alegre|פורטו אלגרה',
  // Asia
  'Beijing|Peking|Pékin|Pechino|Pekín|Pequim|בייג׳ינג',
  'Shanghai|Schanghai|Shanghái|Xangai|שנגחאי',
  'Shenzhen|שנזן',
  'Chengdu|צ׳נגדו',
  'Tokyo|Tokio|Tóquio|טוקיו',
  'Osaka|אוסקה',
  'Kyoto|Kioto|Quioto|קיוטו',
  'Yokohama|יוקוהמה',
  'Seoul|Séoul|Seúl|Seul|סיאול',
  'Busan|Pusan|בוסאן',
  'Incheon|אינצ׳ון',
];

interface PlaceTable {
  /** A name's folded words, joined by spaces → every name of its city, folded. */
  names: Map<string, readonly string[]>;
  /** The most words a name has. */
  longest: number;
}

let table: PlaceTable | undefined;

function build(): PlaceTable {
  const names = new Map<string, readonly string[]>();
  let longest = 1;
  for (const line of CITIES) {
    const spellings = [...new Set(line.split('|').map((name) => searchableText(name)))];
    for (const spelling of spellings) {
      // In Hebrew also with a prefix letter: "בברלין" is in Berlin, "מברלין" from it, "לברלין" to it.
      const keys = isHebrew(spelling) ? [spelling, ...[...HEBREW_PREFIXES].map((p) => p + spelling)] : [spelling];
      // The search modal's sentence comes without its filler ("Rio Janeiro", "Ciudad México", "Haag"):
      // a name is known without its articles too ("L’Aia": "aia").
      const words = spelling.split(' ');
      const meaningful = words.filter((word) => !STOPWORDS.has(word));
      if (meaningful.length < words.length && (meaningful.length > 1 || (meaningful[0]?.length ?? 0) >= 3)) {
        keys.push(meaningful.join(' '));
      }
      for (const key of keys) names.set(key, spellings);
      longest = Math.max(longest, words.length);
    }
  }
  return { names, longest };
}

/** A city named by the words at `start` ("nueva york", "מינכן"): how many words name it, and its names. */
export function placeAt(words: readonly string[], start: number): { length: number; names: readonly string[] } | null {
  table ??= build();
  for (let length = Math.min(table.longest, words.length - start); length > 0; length--) {
    const names = table.names.get(words.slice(start, start + length).join(' '));
    if (names) return { length, names };
  }
  return null;
}
