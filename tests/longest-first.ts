/**
 * The order test files start in. Vitest runs the files it has timed before longest first, and
 * the others by size; a fresh clone (CI) has no timings, and some of our longest files are short
 * ones that wait on processes (process.test.ts, 16 s, started last and left one worker idle at
 * the end of the run). These start first within their project; the rest keep Vitest's order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files of a CI run, longest first (seconds in a fresh clone's run, 2 cores). */
const LONGEST = [
  'tests/server/fuzz.test.ts', // 35
  'tests/main/server-process.test.ts', // 30
  'tests/server/seed.test.ts', // 24
  'tests/server/refusals.test.ts', // 23
  'tests/main/server-in-use.test.ts', // 22
  'tests/server/process.test.ts', // 16
  'tests/main/kp-pdf-writer.test.ts', // 15
  'tests/server/client-fields.test.ts', // 14
  'tests/server/data-folder.test.ts', // 14
  'tests/server/session-tokens.test.ts', // 12
];

function rank(spec: TestSpecification): number {
  const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? LONGEST.length : index;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Vitest keeps each project's files together: so do we.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const project = (spec: TestSpecification) => projects.indexOf(spec.project.name);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          project(a.spec) - project(b.spec) || rank(a.spec) - rank(b.spec) || a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
