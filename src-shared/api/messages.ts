/**
 * The plain words of every check (spec §8's field errors): the one error map, installed for every
 * parse in the process that loads the schemas (fields.ts imports it, and every area's module
 * imports fields.ts, itself or through endpoint.ts).
 */
import { z } from 'zod';

export const REQUIRED = 'This field is required.';

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${count === 1 || count === 1n ? one : many}`;
}

/** What each type is called in "Enter …" when a value of another type came. */
const EXPECTED: Record<string, string> = {
  string: 'Enter text.',
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  boolean: 'Choose yes or no.',
  array: 'This should be a list.',
  object: 'This should be a set of named fields.',
  record: 'This should be a set of named fields.',
  date: 'Enter a valid date (YYYY-MM-DD).',
};

const FORMAT: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a valid URL.',
  uuid: 'Must be a valid UUID.',
  date: 'Enter a valid date (YYYY-MM-DD).',
  datetime: 'Enter a valid date and time.',
};

/**
 * The one error map: every message zod would make up itself, in the plain words a form uses
 * ("At most 60 characters."), never zod's own ("Too big: expected string to have <=60
 * characters"). A message a schema sets itself always wins over this map. Installed for every
 * parse in this process below (the renderer's forms and the server's validation alike), and
 * passed explicitly by the server's parser as well.
 */
export const plainMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED;
      if (issue.input === null) return 'This field may not be empty (null).';
      return EXPECTED[issue.expected] ?? 'This value has the wrong type.';
    case 'too_big':
      if (issue.origin === 'string')
        return `At most ${plural(issue.maximum, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At most ${plural(issue.maximum, 'item', 'items')}.`;
      return issue.inclusive === false
        ? `Less than ${String(issue.maximum)}.`
        : `At most ${String(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? REQUIRED
          : `At least ${plural(issue.minimum, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? 'Add at least one.'
          : `At least ${plural(issue.minimum, 'item', 'items')}.`;
      return issue.inclusive === false
        ? `More than ${String(issue.minimum)}.`
        : `At least ${String(issue.minimum)}.`;
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'This is not in the expected format.';
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return issue.values.length <= 12
        ? `Choose one of: ${issue.values.map(String).join(', ')}.`
        : 'Choose one of the listed values.';
    case 'invalid_key':
      return 'A name in this set is not valid.';
    case 'invalid_element':
      return 'An item in this set is not valid.';
    case 'invalid_union': {
      // Say what the first alternative wanted (an id, say), not that no alternative fitted.
      const first = 'errors' in issue ? issue.errors[0]?.[0]?.message : undefined;
      return first ?? 'This value is not valid here.';
    }
    default:
      return 'This value is not valid.';
  }
};

// Every area's schemas load this module (above), so whoever parses with them gets the plain words.
z.config({ customError: plainMessages });

/**
 * A schema's own message for a value of the wrong type, while a missing value still reads
 * "This field is required." (a schema-level message would otherwise answer every issue).
 */
export function wrongType(message: string): (issue: { input?: unknown }) => string | undefined {
  return (issue) => (issue.input === undefined || issue.input === null ? undefined : message);
}
