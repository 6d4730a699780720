/**
 * Performance marks around the RFQ list's sort, page and filter: always on (performance.mark and
 * measure cost microseconds), shown in DevTools' Performance panel under Timings, and read back by
 * the `rfq-list-ui` benchmark with `performance.getEntriesByType('measure')`. Every name is made
 * here, and nowhere else.
 *
 * One interaction gives three measures, `rfq-list:<kind>:<phase>`:
 * - `input`: from the handler's start to React's commit of the new view: the click's own script
 *   time, before its request goes out;
 * - `rows`: from the render that first has the answer to the commit of its rows: the script time
 *   of showing the answer;
 * - `total`: from the handler's start to the commit of the rows: what the user waits, the network
 *   included.
 * `input` and `rows` are each one task on the main thread: each should fit in one frame (16.7 ms).
 */
import { useLayoutEffect } from 'react';

export const LIST_INTERACTIONS = ['sort', 'page', 'filter'] as const;
export type ListInteraction = (typeof LIST_INTERACTIONS)[number];

export const LIST_PHASES = ['input', 'rows', 'total'] as const;
type ListPhase = (typeof LIST_PHASES)[number];

const LIST = 'rfq-list';

export function listMeasureName(kind: ListInteraction, phase: ListPhase): string {
  return `${LIST}:${kind}:${phase}`;
}

const startMark = (kind: ListInteraction) => `${LIST}:${kind}:start`;
const ANSWER_MARK = `${LIST}:answer`;

/**
 * Measures kept before the oldest are dropped: about 200 interactions, so a day of work does not
 * grow the timeline without bound.
 */
const MAX_MEASURES = 600;
let measuresKept = 0;

/** The interaction under way, if any; one list is on screen at a time. */
let pending: { kind: ListInteraction; viewShown: boolean } | null = null;
/** The last answer seen in a render, to mark the render that first has a new one. */
let lastAnswer: unknown;

function measure(name: string, fromMark: string): void {
  if (measuresKept >= MAX_MEASURES) {
    for (const kind of LIST_INTERACTIONS)
      for (const phase of LIST_PHASES) performance.clearMeasures(listMeasureName(kind, phase));
    measuresKept = 0;
  }
  try {
    performance.measure(name, fromMark);
    measuresKept++;
  } catch {
    // The start mark is gone (cleared, or never placed): a timing is lost, never the list.
  }
}

/** In the handler of a sort, page or filter change, before it sets any state. */
export function startListInteraction(kind: ListInteraction): void {
  pending = { kind, viewShown: false };
  performance.mark(startMark(kind));
}

/** A render that has a new answer: the start of showing it (a discarded render marks again). */
function noteAnswerRender(answer: unknown): void {
  if (answer === lastAnswer) return;
  lastAnswer = answer;
  if (answer !== undefined) performance.mark(ANSWER_MARK);
}

function viewShown(): void {
  if (!pending || pending.viewShown) return;
  pending.viewShown = true;
  measure(listMeasureName(pending.kind, 'input'), startMark(pending.kind));
}

function rowsShown(): void {
  if (!pending?.viewShown) return;
  const { kind } = pending;
  pending = null;
  measure(listMeasureName(kind, 'rows'), ANSWER_MARK);
  measure(listMeasureName(kind, 'total'), startMark(kind));
  performance.clearMarks(startMark(kind));
  performance.clearMarks(ANSWER_MARK);
}

/**
 * In the list page: `viewKey` names what is asked for (the request's parameters), `answer` is the
 * answer to it, undefined while the previous page stands in as a placeholder.
 */
export function useListInteractionMarks(viewKey: string, answer: unknown): void {
  noteAnswerRender(answer);
  // Declared in this order, so in a commit that shows the view and its (cached) answer together
  // the view counts first.
  useLayoutEffect(() => viewShown(), [viewKey]);
  useLayoutEffect(() => {
    if (answer !== undefined) rowsShown();
  }, [answer]);
}
