/**
 * Performance marks of the stocktaking scanner: from the Enter of a scan to the commit of its
 * answer on screen (counted, already counted, or refused), the wait a warehouseman with a scanner
 * feels. Always on (a mark costs microseconds), shown in DevTools' Performance panel, and read back
 * by the `stocktaking-scan` benchmark as the measures named SCAN_MEASURE.
 */
export const SCAN_MEASURE = 'stocktaking-scan:total';

const startMark = (scan: number) => `stocktaking-scan:enter:${scan}`;

/** Measures kept before the oldest are dropped, so a day of scanning does not grow the timeline. */
const MAX_MEASURES = 2000;
let measuresKept = 0;

/** At the Enter of scan number `scan` (the page's own count). */
export function scanEntered(scan: number): void {
  performance.mark(startMark(scan));
}

/** At the commit that shows scan number `scan`'s answer. */
export function scanAnswered(scan: number): void {
  if (measuresKept >= MAX_MEASURES) {
    performance.clearMeasures(SCAN_MEASURE);
    measuresKept = 0;
  }
  try {
    performance.measure(SCAN_MEASURE, startMark(scan));
    measuresKept++;
  } catch {
    // The start mark is gone: a timing is lost, never a scan.
  }
  performance.clearMarks(startMark(scan));
}
