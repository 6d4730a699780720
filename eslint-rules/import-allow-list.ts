// Import boundaries as allow-lists, the way VS Code's `code-import-patterns` rule keeps its layers:
// each layer names what it MAY import and everything else is an error, so a new package or a new
// folder is refused until someone decides which layers may use it (a deny-list lets it through).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule } from 'eslint';

/** One layer: the files it holds and the import specifiers they may use (globs). */
export interface Layer {
  name: string;
  /** Root-relative globs of the layer's files; the first layer that matches a file decides. */
  files: string[];
  /**
   * Globs of allowed bare specifiers (`react`, `node:*`, `@tanstack/*`) and root-relative paths of
   * our own files (`src-shared/**`). A `!` entry takes back what an earlier entry allowed; the last
   * entry that matches wins, as in .gitignore.
   */
  allow: string[];
  /** Why the layer is kept this way: shown with every refused import. */
  why: string;
}

/** The repository root: this file lives in <root>/eslint-rules/. */
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** `**` spans folders, `*` stays within one; nothing else is special. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function matches(globs: string[], subject: string): boolean {
  let allowed = false;
  for (const glob of globs) {
    const negated = glob.startsWith('!');
    if (globToRegExp(negated ? glob.slice(1) : glob).test(subject)) allowed = !negated;
  }
  return allowed;
}

/** Relative specifiers become root-relative paths; bare ones (packages, `node:`) stay as written. */
function subjectOf(specifier: string, importer: string): string {
  const bare = specifier.split('?')[0] as string;
  if (!bare.startsWith('.')) return bare;
  const target = path.resolve(path.dirname(importer), bare);
  return path.relative(ROOT, target).split(path.sep).join('/');
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Each layer imports only what its allow-list names' },
    messages: {
      notAllowed: "'{{specifier}}' is not on the allow-list of {{layer}}: {{why}}",
    },
    schema: [
      {
        type: 'object',
        properties: {
          layers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                files: { type: 'array', items: { type: 'string' } },
                allow: { type: 'array', items: { type: 'string' } },
                why: { type: 'string' },
              },
              required: ['name', 'files', 'allow', 'why'],
              additionalProperties: false,
            },
          },
        },
        required: ['layers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { layers } = context.options[0] as { layers: Layer[] };
    const importer = context.physicalFilename;
    const file = path.relative(ROOT, importer).split(path.sep).join('/');
    const layer = layers.find((candidate) => matches(candidate.files, file));
    if (!layer) return {};

    const check = (source: unknown, node: Rule.Node): void => {
      if (typeof source !== 'string') return;
      if (matches(layer.allow, subjectOf(source, importer))) return;
      context.report({
        node,
        messageId: 'notAllowed',
        data: { specifier: source, layer: layer.name, why: layer.why },
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source.value, node),
      ExportNamedDeclaration: (node) => check(node.source?.value, node),
      ExportAllDeclaration: (node) => check(node.source.value, node),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node.source.value, node);
      },
    };
  },
};

export default rule;
