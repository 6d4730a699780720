/**
 * Entry of a test bundle built with the main process's esbuild options (scripts/bundles.ts): renders
 * the KP document in the JSON file argv[2] to the PDF argv[3] the way the packaged app does, fonts
 * found beside the bundle or in `process.resourcesPath` (set from AERODESK_TEST_RESOURCES, as
 * Electron sets it in a packaged app).
 */
import { readFileSync } from 'node:fs';
import { kpDocumentSchema } from '../../src-shared/domain/kp-document.ts';
import { kpPdfDefinition } from '../../src-main/documents/kp-pdf.ts';
import { writePdf } from '../../src-main/documents/pdf-writer.ts';
import { findFontsDir } from '../../src-main/documents/pdf-fonts.ts';

const resources = process.env.AERODESK_TEST_RESOURCES;
if (resources) Object.assign(process, { resourcesPath: resources });

async function main(): Promise<void> {
  const [documentFile, output] = process.argv.slice(2);
  if (!documentFile || !output) throw new Error('Usage: <document.json> <output.pdf>');
  const document = kpDocumentSchema.parse(JSON.parse(readFileSync(documentFile, 'utf8')));
  const fontsDir = findFontsDir();
  await writePdf(kpPdfDefinition(document), output, fontsDir);
  console.log(JSON.stringify({ fontsDir }));
}

// A CommonJS bundle has no top-level await.
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
