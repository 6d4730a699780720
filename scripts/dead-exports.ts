// Exports no other file uses, found with the TypeScript compiler over both programs (Node side and
// browser side): every identifier is resolved through imports, re-exports (each hop counts as a
// use of that name), namespace members and destructured `await import(...)`s.
//
//   npx node scripts/dead-exports.ts           exports used nowhere: exits 1 if there are any
//   npx node scripts/dead-exports.ts --local   also those used only inside their own file
//
// Takes about a minute on two cores, so it is a tool to run, not part of the test run.
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Exports that something outside TypeScript loads by name. */
const LOADED_BY_NAME: readonly RegExp[] = [
  /^src-server\/db\/migrations\/.*#(up|down)$/, // Kysely's migrator
  /^bench\/.*\.bench\.ts#default$/, // bench/run.ts imports each bench by file name
  /^tests\/.*global-setup\.ts#default$/, // Vitest and Playwright global set-up
  /^[^/]*\.config\.ts#default$/, // tool configurations
  /^eslint-rules\/.*#default$/, // eslint.config.js (JavaScript, outside both programs)
];

interface Export {
  file: string;
  name: string;
  line: number;
  type: boolean;
}

function programOf(config: string): ts.Program {
  const file = ts.readConfigFile(path.join(ROOT, config), (name) => ts.sys.readFile(name));
  const parsed = ts.parseJsonConfigFileContent(file.config, ts.sys, ROOT);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const ours = (file: ts.SourceFile) =>
  file.fileName.startsWith(ROOT) && !file.fileName.includes('/node_modules/');

/** `file#name` of every declaration used from another file, and every export declared. */
function survey(): { used: Set<string>; declared: Map<string, Export> } {
  const used = new Set<string>();
  const declared = new Map<string, Export>();
  for (const config of ['tsconfig.json', 'tsconfig.renderer.json']) {
    const program = programOf(config);
    const checker = program.getTypeChecker();

    const markUse = (start: ts.Symbol | undefined, from: ts.SourceFile): void => {
      let symbol = start;
      // One hop at a time, so each re-export on the way counts as used.
      for (let hops = 0; symbol && symbol.flags & ts.SymbolFlags.Alias && hops < 20; hops++) {
        markDeclarations(symbol, from);
        symbol = immediateTarget(checker, symbol);
      }
      if (symbol) markDeclarations(symbol, from);
    };
    const markDeclarations = (symbol: ts.Symbol, from: ts.SourceFile): void => {
      for (const declaration of symbol.declarations ?? []) {
        const file = declaration.getSourceFile();
        if (file !== from) used.add(`${relative(file.fileName)}#${symbol.getName()}`);
      }
    };

    for (const file of program.getSourceFiles().filter(ours)) {
      const visit = (node: ts.Node): void => {
        if (ts.isIdentifier(node)) {
          markUse(checker.getSymbolAtLocation(node), file);
          // `const { a } = await import('./x.ts')`: the local `a` hides the module's `a`.
          const binding = node.parent;
          if (ts.isBindingElement(binding) && ts.isObjectBindingPattern(binding.parent)) {
            const property = (binding.propertyName ?? binding.name).getText();
            markUse(checker.getTypeAtLocation(binding.parent).getProperty(property), file);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      const moduleSymbol = checker.getSymbolAtLocation(file);
      if (file.isDeclarationFile || !moduleSymbol) continue;
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        const declaration = symbol.declarations?.[0];
        // A re-export is judged where it is written; a star re-export's names belong elsewhere.
        if (!declaration || declaration.getSourceFile() !== file) continue;
        const key = `${relative(file.fileName)}#${symbol.getName()}`;
        declared.set(key, {
          file: relative(file.fileName),
          name: symbol.getName(),
          line: file.getLineAndCharacterOfPosition(declaration.getStart()).line + 1,
          type: isTypeOnly(declaration),
        });
      }
    }
  }
  return { used, declared };
}

function isTypeOnly(declaration: ts.Declaration): boolean {
  if (ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration)) return true;
  return (
    ts.isExportSpecifier(declaration) &&
    (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly)
  );
}

function immediateTarget(checker: ts.TypeChecker, alias: ts.Symbol): ts.Symbol | undefined {
  try {
    return checker.getImmediateAliasedSymbol(alias);
  } catch {
    // Some alias kinds (`export =`, namespace imports) have no single next hop.
    return checker.getAliasedSymbol(alias);
  }
}

/** Whether the name occurs in its own file beyond its declaration. */
function usedLocally({ file, name }: Export): boolean {
  const text = ts.sys.readFile(path.join(ROOT, file)) ?? '';
  return (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1;
}

const withLocal = process.argv.includes('--local');
const { used, declared } = survey();
let unused = 0;
for (const [key, entry] of declared) {
  if (used.has(key) || LOADED_BY_NAME.some((pattern) => pattern.test(key))) continue;
  const local = usedLocally(entry);
  if (!local) unused++;
  if (local && !withLocal) continue;
  const kind = entry.type ? 'type' : 'value';
  const where = local ? 'used only in its file' : 'used nowhere';
  console.log(`${entry.file}:${entry.line} ${entry.name} (${kind}, ${where})`);
}
console.log(`${unused} export(s) used nowhere`);
process.exitCode = unused > 0 ? 1 : 0;
