/**
 * The countries of ISO 3166-1 as it stands, by alpha-2 code. Written out rather than asked of ICU:
 * ICU also names withdrawn codes (DD "Germany", SU "Russia", YU and CS "Serbia"…), its pseudo-locales
 * (XA "Pseudo-Accents", XB "Pseudo-Bidi") and places that are not countries of their own (AC, CP, CQ, DG, EA,
 * IC, TA), so a picker built from it listed Germany twice and the first one saved DD, which the
 * directory's Germany filter never finds (issue 57). XK, Kosovo, is the user-assigned code the EU and
 * ISO's own partners use until ISO assigns one; members there had it before this list and keep it.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

const CURRENT: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** A two-letter ISO 3166-1 country code in use today. */
export const isCountryCode = (code: string): boolean => CURRENT.has(code);

/**
 * Withdrawn codes ICU still names, to the country they stand for today. The migration of issue 57 moved
 * stored ones with this table (a country split in several, such as AN, goes where ICU named it).
 */
export const LEGACY_COUNTRY_CODES: Readonly<Record<string, string>> = {
  AN: 'CW',
  BU: 'MM',
  CS: 'RS',
  DD: 'DE',
  DY: 'BJ',
  FX: 'FR',
  HV: 'BF',
  NH: 'VU',
  RH: 'ZW',
  SU: 'RU',
  TP: 'TL',
  UK: 'GB',
  VD: 'VN',
  YD: 'YE',
  YU: 'RS',
  ZR: 'CD',
};
