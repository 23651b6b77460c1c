import type { WheelPrize } from '@wheelhouse/contracts/wheel';
import { WHEEL_SEGMENTS } from '@wheelhouse/contracts/wheel';

const COLOURS = ['#f59e0b', '#6366f1', '#10b981', '#ec4899', '#0ea5e9'];
const SEGMENT_DEGREES = 360 / WHEEL_SEGMENTS;

/** The angle that brings segment `index` under the pointer at the top, after `turns` full turns. */
export function restingAngle(index: number, turns: number): number {
  return turns * 360 - (index * SEGMENT_DEGREES + SEGMENT_DEGREES / 2);
}

function point(degrees: number, radius: number): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${100 + radius * Math.cos(radians)} ${100 + radius * Math.sin(radians)}`;
}

/**
 * 15 segments (shell spec §9), prize i on segment i (the list repeats when it is shorter). Labels
 * are USD amounts as the spec shows them; the rotation is the caller's (a CSS transition).
 */
export function WheelFace({
  prizes,
  label,
  angle,
  durationMs,
  noPrize,
}: {
  prizes: readonly WheelPrize[];
  label: (prize: WheelPrize) => string;
  angle: number;
  durationMs: number;
  noPrize: string;
}) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[320px]">
      <div
        aria-hidden="true"
        className="absolute top-[-6px] left-1/2 z-10 h-0 w-0 -translate-x-1/2 border-x-[12px] border-t-[20px] border-x-transparent border-t-white drop-shadow"
      />
      <svg
        viewBox="0 0 200 200"
        aria-hidden="true"
        data-testid="wheel-face"
        className="h-full w-full"
        style={{
          transform: `rotate(${angle}deg)`,
          transition: `transform ${durationMs}ms cubic-bezier(0.15, 0.85, 0.25, 1)`,
        }}
      >
        {Array.from({ length: WHEEL_SEGMENTS }, (_, index) => {
          const prize = prizes[index % Math.max(prizes.length, 1)];
          const start = index * SEGMENT_DEGREES;
          const end = start + SEGMENT_DEGREES;
          const middle = start + SEGMENT_DEGREES / 2;
          const text = prize
            ? prize.amount.value.match(/^0(\.0+)?$/)
              ? noPrize
              : label(prize)
            : '';
          return (
            <g key={index}>
              <path
                d={`M100 100 L${point(start, 98)} A98 98 0 0 1 ${point(end, 98)} Z`}
                fill={COLOURS[index % COLOURS.length]}
                stroke="#0f172a"
                strokeWidth="1"
              />
              <text
                x="100"
                y="22"
                transform={`rotate(${middle} 100 100)`}
                textAnchor="middle"
                fontSize="8"
                fontWeight="700"
                fill="#0f172a"
              >
                {text}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="14" fill="#0f172a" stroke="#fbbf24" strokeWidth="3" />
      </svg>
    </div>
  );
}
