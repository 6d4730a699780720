/**
 * The order test files start in. Vitest runs a file it has timed before longest first, and a file
 * it has not by size, largest first: on a fresh clone (CI) it has timed none, and the slowest
 * files are small ones that start real server processes and wait on PostgreSQL (the server's
 * process test, 26 s at 5 KB, was left to run alone at the end while the other worker idled).
 * So where a project has files without timings, those that start server processes or walk every
 * route go first, each group in Vitest's own order; with timings for all, Vitest's order stands.
 */
import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What a slow file imports: the server-process harness, or the walk over every route. */
const SLOW_IMPORTS = [/from '[./]+(server\/)?server-process\.ts'/, /from '[./]+route-walk\.ts'/];

async function isSlow(file: TestSpecification): Promise<boolean> {
  const text = await readFile(file.moduleId, 'utf8');
  return SLOW_IMPORTS.some((pattern) => pattern.test(text));
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((file) => this.ctx.cache.getTestSpecificationResult(file))) return sorted;
    const slow = new Set<TestSpecification>();
    for (const file of sorted) if (await isSlow(file)) slow.add(file);
    // Projects run one after another in Vitest's order: reorder within each project only.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((file) => file.project.name === name);
      return [...own.filter((file) => slow.has(file)), ...own.filter((file) => !slow.has(file))];
    });
  }
}
