import { useState } from 'react';
import { SelectField, TextField } from '../../components/Field.tsx';
import type { FieldBinding } from '../../lib/schemaForm.ts';

/** The platform's time zones, and the stored one should it be an alias the list lacks. */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * Where a person is reached beyond mail and phone: the Telegram link and the time zone, alike in a
 * company's contact dialog and in one's own profile. `current`: the zone on file as the dialog
 * opened; `noZone`: what the choice of none reads.
 */
export function TelegramAndTimeZone({
  telegram,
  timeZone,
  current,
  noZone,
}: {
  telegram: FieldBinding<string>;
  timeZone: FieldBinding<string>;
  current: string;
  noZone: string;
}) {
  const [zones] = useState(() => timeZoneOptions(current));
  return (
    <>
      <TextField label="Telegram" placeholder="https://t.me/name or @name" {...telegram} />
      <SelectField label="Time zone" placeholder={noZone} options={zones} {...timeZone} />
    </>
  );
}
