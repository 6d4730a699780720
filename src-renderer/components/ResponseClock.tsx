/**
 * The AOG response clock on a list row (src-shared/domain/aog-clock.ts): how long an AOG or
 * critical request has waited to be taken to work, red once past its limit. It ticks every 30 s
 * on the screen's clock; the shell's overdue counts come from the server (useUrgent).
 */
import { useEffect, useState } from 'react';
import { formatWaited, responseClock } from '../../src-shared/domain/aog-clock.ts';
import type { RfqPriority } from '../../src-shared/domain/priority.ts';
import { Icon } from './Icon.tsx';

const TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ResponseClock({ priority, since }: { priority: RfqPriority; since: string }) {
  const now = useNow();
  const clock = responseClock(priority, since, now);
  if (!clock) return null;
  const limit = formatWaited(clock.limit);
  return (
    <span
      className={`response-clock${clock.overdue ? ' is-overdue' : ''}`}
      title={
        clock.overdue
          ? `Overdue: not taken to work within ${limit}`
          : `Waiting; to be taken to work within ${limit}`
      }
      data-testid="response-clock"
    >
      <Icon name="clock" size={11} />
      {formatWaited(clock.waited)}
    </span>
  );
}
