/**
 * A small seeded PRNG (sfc32, seeded through splitmix32), so demo data is the same on every run
 * and on every machine. Never Math.random here.
 */
export class Prng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const next = (): number => {
      state = (state + 0x9e3779b9) >>> 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.#a = next();
    this.#b = next();
    this.#c = next();
    this.#d = next();
    for (let i = 0; i < 12; i++) this.float();
  }

  /** Uniform in [0, 1). */
  float(): number {
    const t = (((this.#a + this.#b) >>> 0) + this.#d) >>> 0;
    this.#d = (this.#d + 1) >>> 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) >>> 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) >>> 0;
    this.#c = (this.#c + t) >>> 0;
    return t / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** In [min, max), uniform in the logarithm: as many prices between 1 and 10 as between 100 and 1000. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.float() * (Math.log(max) - Math.log(min)));
  }

  bool(probability = 0.5): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  /** Picks by weight: `[[item, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.float() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** `count` distinct items (or all, if fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const result: T[] = [];
    while (result.length < count && copy.length) {
      const index = Math.floor(this.float() * copy.length);
      result.push(copy.splice(index, 1)[0] as T);
    }
    return result;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  letters(count: number, alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
    let text = '';
    for (let i = 0; i < count; i++) text += alphabet[this.int(0, alphabet.length - 1)];
    return text;
  }

  /** A version-4-shaped uuid from this stream (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = ((this.int(0, 15) & 0x3) | 0x8).toString(16);
    const text = hex.join('');
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  }
}
