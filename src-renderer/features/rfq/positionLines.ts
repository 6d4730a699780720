/**
 * Positions typed or pasted as lines, one position a line: `PN qty` ("2314-0067 3"). A line with a
 * part number alone asks for one piece. Columns pasted from a spreadsheet (tabs) or separated by a
 * semicolon read the same. Every line is checked with the shared positionInputSchema; bad lines are
 * reported with their line number and nothing is sent while any line is bad.
 */
import { formNumberText, typedFromText } from '../../../src-shared/api/from-text.ts';
import { positionInputSchema, type PositionInput } from '../../../src-shared/api/rfq.ts';

const MAX_POSITION_LINES = 500;

interface LineProblem {
  /** 1-based line number in the text. */
  line: number;
  text: string;
  message: string;
}

interface ParsedPositions {
  positions: (PositionInput & { part_number: string; quantity: number })[];
  problems: LineProblem[];
}

const QUANTITY_LIKE = /^[+-]?\d+(?:[.,]\d+)?$/;

/** Splits one line into a part number and a quantity (as typed), or says what is wrong. */
function splitLine(line: string): { part: string; quantity: string } | { error: string } {
  const tokens = line
    .trim()
    .split(/[\t;]+|\s+/)
    .filter(Boolean);
  if (tokens.length === 1) return { part: tokens[0] ?? '', quantity: '1' };
  const last = tokens[tokens.length - 1] ?? '';
  if (!QUANTITY_LIKE.test(last)) {
    return { error: "Write the quantity after the part number: 'PN qty'." };
  }
  return { part: tokens.slice(0, -1).join(' '), quantity: last.replace(',', '.') };
}

export function parsePositionLines(text: string): ParsedPositions {
  const positions: ParsedPositions['positions'] = [];
  const problems: LineProblem[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const number = index + 1;
    const split = splitLine(line);
    if ('error' in split) {
      problems.push({ line: number, text: line, message: split.error });
      return;
    }
    const parsed = positionInputSchema.safeParse(
      typedFromText(
        positionInputSchema,
        { part_number: split.part, quantity: split.quantity },
        formNumberText,
      ),
    );
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join(' ');
      problems.push({ line: number, text: line, message });
      return;
    }
    positions.push({ part_number: parsed.data.part_number, quantity: parsed.data.quantity });
  });
  if (positions.length + problems.length > MAX_POSITION_LINES) {
    problems.unshift({
      line: 0,
      text: '',
      message: `At most ${MAX_POSITION_LINES} positions at a time.`,
    });
  }
  return { positions, problems };
}

/** The problems as the field shows them, one per line: "Line 3 (ABC x): message". */
export function describeProblems(problems: readonly LineProblem[]): string[] {
  return problems.map((problem) =>
    problem.line === 0
      ? problem.message
      : `Line ${problem.line} (${problem.text}): ${problem.message}`,
  );
}

/**
 * Server field errors of a `positions_list` ("positions_list.2.quantity" or nested lists) turned
 * back into line problems, so they show beside the line that caused them.
 */
export function serverProblems(
  body: unknown,
  sent: readonly { part_number: string; quantity: number }[],
): string[] {
  if (!body || typeof body !== 'object') return [];
  const list = (body as Record<string, unknown>).positions_list;
  const messages: string[] = [];
  const collect = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(collect)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(collect)
          : [];
  if (Array.isArray(list)) {
    list.forEach((entry, index) => {
      const text = collect(entry);
      if (!text.length) return;
      const position = sent[index];
      messages.push(
        position
          ? `${position.part_number} ${position.quantity}: ${text.join(' ')}`
          : text.join(' '),
      );
    });
  } else if (list && typeof list === 'object') {
    for (const [key, value] of Object.entries(list)) {
      const position = sent[Number(key)];
      const text = collect(value).join(' ');
      if (text) messages.push(position ? `${position.part_number}: ${text}` : text);
    }
  }
  return messages;
}
