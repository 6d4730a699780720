/**
 * A table cell of two lines: the value, and under it a smaller one that qualifies it (a part's
 * description, a quantity's condition, a total's penalties). Each line ends in an ellipsis when the
 * column is narrower than it, and then says itself whole on hover (lib/cutTextTitles.ts).
 */
import type { ReactNode } from 'react';
import { formatInteger } from '../lib/format.ts';

export function TwoLines({
  children,
  sub,
  className,
  subClassName,
  title,
}: {
  children: ReactNode;
  /** The second line; none when null or false. */
  sub?: ReactNode;
  className?: string;
  subClassName?: string;
  title?: string;
}) {
  return (
    <span className="cell-2l" title={title}>
      <span className={className}>{children}</span>
      {sub === null || sub === undefined || sub === false ? null : (
        <span className={subClassName ? `sub ${subClassName}` : 'sub'}>{sub}</span>
      )}
    </span>
  );
}

/** A part number, strong, over its description. */
export function PartCell({ part, description }: { part: string; description: string }) {
  return (
    <TwoLines className="mono cell-strong" sub={description} title={description}>
      {part}
    </TwoLines>
  );
}

/** A quantity with its unit of measure, over its condition (the code, else the name). */
export function QuantityCell({
  quantity,
  unit,
  condition,
}: {
  quantity: number;
  unit: { code?: string | null };
  condition: { code?: string | null; name: string } | null | undefined;
}) {
  return (
    <TwoLines sub={condition?.code ?? condition?.name ?? null}>
      {`${formatInteger(quantity)} ${unit.code ?? ''}`}
    </TwoLines>
  );
}
