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

/** Whether a command is on the PATH (a tool some checks need, from a system package). */
export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
}

/** Renders every page as `<prefix>-<n>.png` at `dpi`; the files in page order. */
export function pagePngs(file: string, prefix: string, dpi: number): string[] {
  const pages = pdfInfo(file).pages;
  run('pdftoppm', ['-png', '-r', String(dpi), file, prefix]);
  // pdftoppm pads the page number to the width of the last one (-01 … -12).
  const width = String(pages).length;
  return Array.from(
    { length: pages },
    (_, index) => `${prefix}-${String(index + 1).padStart(width, '0')}.png`,
  );
}

/**
 * The Code 128 barcodes a scanner reads off a picture (`zbarimg`, package zbar-tools), in the
 * order it finds them; none is an empty list (zbarimg's exit status 4).
 */
export function code128In(png: string): string[] {
  const result = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Scode128.enable', png], {
    encoding: 'utf8',
  });
  if (result.error) throw result.error;
  if (result.status === 4) return [];
  if (result.status !== 0) throw new Error(`zbarimg failed: ${result.stderr}`);
  return result.stdout.split('\n').filter((line) => line !== '');
}
