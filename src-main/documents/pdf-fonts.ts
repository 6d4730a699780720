/**
 * The fonts PDFs are set in: Roboto (it carries Cyrillic, which the PDF standard fonts do not),
 * shipped in assets/fonts (copied from pdfmake 0.3, SIL Open Font License). Found in the packaged
 * app's resources folder (electron-builder.yml `extraResources` puts them in `<resources>/fonts`)
 * or in the repository (`assets/fonts`, two folders up from both src-main/services and the bundle's
 * dist/electron).
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces';
import { KP_PDF_FONT } from './kp-pdf.ts';

/** Roboto's four faces; the medium weight serves as bold, as in pdfmake's own set-up. */
const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** Where the fonts may be, most specific first. */
function fontsDirCandidates(): string[] {
  // Electron's main process has `process.resourcesPath`; plain Node (tests, the browser host) not.
  const resources = (process as { resourcesPath?: string }).resourcesPath;
  return [
    ...(resources ? [join(resources, 'fonts')] : []),
    resolve(import.meta.dirname, '..', '..', 'assets', 'fonts'),
  ];
}

export function findFontsDir(candidates: readonly string[] = fontsDirCandidates()): string {
  const found = candidates.find((dir) =>
    Object.values(FONT_FILES).every((file) => existsSync(join(dir, file))),
  );
  if (!found) {
    throw new Error(`The PDF fonts are missing: looked for Roboto in ${candidates.join(', ')}.`);
  }
  return found;
}

export function fontDictionary(fontsDir: string): TFontDictionary {
  return {
    [KP_PDF_FONT]: {
      normal: join(fontsDir, FONT_FILES.normal),
      bold: join(fontsDir, FONT_FILES.bold),
      italics: join(fontsDir, FONT_FILES.italics),
      bolditalics: join(fontsDir, FONT_FILES.bolditalics),
    },
  };
}

/** pdfmake's local access policy: only files inside the fonts folder may be read. */
export function onlyInside(dir: string): (path: string) => boolean {
  const root = resolve(dir);
  return (path) => {
    const inside = relative(root, resolve(path));
    return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside);
  };
}
