/*
 * Time zones as people read them: the canonical IANA name (Chromium's ICU still reports old
 * aliases such as Asia/Calcutta) and the long name beside it, "India Standard Time
 * (Asia/Kolkata)". Runs in the page, client-side only; Intl alone, as zoned-time.ts does.
 */

/** IANA's current names for the aliases ICU still treats as canonical ('backward' links). */
const canonicalNames: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Australia/Currie': 'Australia/Hobart',
  'Etc/GMT': 'UTC',
  'Etc/UCT': 'UTC',
  'Etc/UTC': 'UTC',
  'Etc/Universal': 'UTC',
  'Etc/Zulu': 'UTC',
  'Europe/Kiev': 'Europe/Kyiv',
  'Europe/Uzhgorod': 'Europe/Kyiv',
  'Europe/Zaporozhye': 'Europe/Kyiv',
  GMT: 'UTC',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Johnston': 'Pacific/Honolulu',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The zone's current IANA name: Asia/Calcutta → Asia/Kolkata; other names unchanged. */
export function canonicalTimeZone(timeZone: string): string {
  return canonicalNames[timeZone] ?? timeZone;
}

function zoneNameAt(timeZone: string, style: 'long' | 'longGeneric', at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style });
  return parts.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * "India Standard Time (Asia/Kolkata)", "Pacific Time (America/Los_Angeles)": the generic
 * long name, which holds across daylight saving; the long one where that is only an offset.
 */
export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const canonical = canonicalTimeZone(timeZone);
  const generic = zoneNameAt(canonical, 'longGeneric', at);
  const name = /^GMT([+-]|$)/.test(generic) ? zoneNameAt(canonical, 'long', at) : generic;
  return name && name !== canonical ? `${name} (${canonical})` : canonical;
}

/** Every zone the browser knows, by canonical name, each once, alphabetically. */
export function knownTimeZones(): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC'].map(canonicalTimeZone))].sort();
}
