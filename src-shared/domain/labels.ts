/**
 * The labels a screen shows for the values of a list (statuses, tabs, types). Most of our values
 * are their label written in code: 'in_work' is "In work", 'need_updates' is "Need updates". One
 * rule makes those labels, so each list names only the labels that are not its values in words
 * ('on_way' is "On the way", 'apu' is "APU").
 */

/** A value in words: underscores become spaces, the first letter a capital. */
function inWords(value: string): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of each value: the one `except` gives, else the value in words. */
export function labelsOf<const Value extends string>(
  values: readonly Value[],
  except: Partial<Record<Value, string>> = {},
): Record<Value, string> {
  return Object.fromEntries(
    values.map((value) => [value, except[value] ?? inWords(value)]),
  ) as Record<Value, string>;
}
