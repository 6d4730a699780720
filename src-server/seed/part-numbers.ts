import type { Prng } from './prng.ts';

/** A part number in one of the trade's styles: '9' a digit, 'A' a letter, 'D' one of D, C, S. */
export function partNumber(rng: Prng, template: string): string {
  let text = '';
  for (const char of template) {
    if (char === '9') text += rng.digits(1);
    else if (char === 'A') text += rng.letters(1);
    else if (char === 'D') text += rng.pick(['D', 'C', 'S']);
    else text += char;
  }
  return text;
}
