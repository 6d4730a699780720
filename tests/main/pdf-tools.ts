/**
 * Reading a written PDF back with poppler-utils, as a person's PDF viewer would: its text
 * (`pdftotext -layout`, one page or all), its page count and size (`pdfinfo`), its fonts
 * (`pdffonts`), and a page as a PNG (`pdftoppm`).
 */
import { spawnSync } from 'node:child_process';

function run(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

/** The text of the PDF (or of one page), laid out as on the page. */
export function pdfText(file: string, page?: number): string {
  const pages = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return run('pdftotext', ['-layout', ...pages, file, '-']);
}

/** Whitespace runs (no-break spaces and line breaks included) as one space: for phrases. */
export function flat(text: string): string {
  return text.replace(/[\s\u00a0]+/g, ' ');
}

export interface PdfInfo {
  pages: number;
  width: number;
  height: number;
  title: string;
}

export function pdfInfo(file: string): PdfInfo {
  const output = run('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(output);
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(output)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
    title: /Title:\s+(.*)/.exec(output)?.[1]?.trim() ?? '',
  };
}

/** The fonts the PDF uses: name, whether embedded, whether it has a Unicode map. */
export function pdfFonts(
  file: string,
): Array<{ name: string; embedded: boolean; unicode: boolean }> {
  return run('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.trim().split(/\s+/);
      // name type [encoding...] emb sub uni object ID
      const flags = columns.slice(-5, -2);
      return { name: columns[0]!, embedded: flags[0] === 'yes', unicode: flags[2] === 'yes' };
    });
}

/** Renders the first page as `<prefix>.png` at `dpi`. */
export function firstPagePng(file: string, prefix: string, dpi = 80): string {
  run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, prefix]);
  return `${prefix}.png`;
}

export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
}

/** Every word with its horizontal extent, in pt (`pdftotext -bbox`). */
export function pdfWords(file: string): PdfWord[] {
  const html = run('pdftotext', ['-bbox', file, '-']);
  const words: PdfWord[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const word =
      /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">(.*)<\/word>/.exec(line);
    if (word) words.push({ page, xMin: Number(word[1]), xMax: Number(word[2]), text: word[3]! });
  }
  return words;
}
