/** The time zones a form offers: UTC first, then every IANA zone grouped by region ("Lisbon" under Europe). */
export interface TimeZoneOption {
  value: string;
  label: string;
  group?: string;
}

export function timeZoneOptions(): TimeZoneOption[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [
    { value: 'UTC', label: 'UTC' },
    ...zones
      .filter((zone) => zone !== 'UTC')
      .map((zone) => ({
        value: zone,
        label: zone.split('/').slice(1).join(' / ').replaceAll('_', ' ') || zone,
        group: zone.split('/')[0],
      })),
  ];
}
