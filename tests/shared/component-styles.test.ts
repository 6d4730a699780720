/**
 * The shared components (src-renderer/components) are styled wherever they are shown: each class
 * they write is defined in app.css, which every window loads, or in a CSS file the component
 * imports itself. A screen's own CSS (sales.css, warehouse.css) loads only with the screens that
 * import it: the list page's bulk bar and panels were once styled there, and the Companies list
 * showed them bare until a sales screen had been opened.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RENDERER = resolve(import.meta.dirname, '../../src-renderer');

/** Classes written for tests or scripts to find, with no look of their own. */
const HOOKS = new Set(['state-loading']);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function classesDefinedIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

/** The classes of static `className` values: "a b", {'a b'}, and the fixed words of {`a ${b}`}. */
function classesUsedIn(source: string): string[] {
  const used = new Set<string>();
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{'([^']*)'\}|\{`([^`]*)`\})/g)) {
    const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\$\{[^}]*\}/g, ' ');
    // A word cut by an interpolation (`toast-${kind}`) is not a class of its own.
    for (const word of text.split(/\s+/)) if (word && !word.endsWith('-')) used.add(word);
  }
  return [...used];
}

describe('shared components', () => {
  const everywhere = classesDefinedIn(readFileSync(join(RENDERER, 'styles/app.css'), 'utf8'));
  const components = filesUnder(join(RENDERER, 'components')).filter((file) =>
    file.endsWith('.tsx'),
  );

  it('are many, so the check reads something', () => {
    expect(components.length).toBeGreaterThan(20);
  });

  it.each(components.map((file) => [file.slice(RENDERER.length + 1), file]))(
    '%s writes only classes styled wherever it is shown',
    (_name, file) => {
      const source = readFileSync(file, 'utf8');
      const imported = [...source.matchAll(/^import '(\.{1,2}\/[^']+\.css)';/gm)].map((match) =>
        readFileSync(resolve(dirname(file), match[1] as string), 'utf8'),
      );
      const own = classesDefinedIn(imported.join('\n'));
      const bare = classesUsedIn(source).filter(
        (name) => !everywhere.has(name) && !own.has(name) && !HOOKS.has(name),
      );
      expect(bare).toEqual([]);
    },
  );
});
