import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar, clampPercent } from './progress-bar';

describe('clampPercent', () => {
  it('keeps values inside 0–100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(100)).toBe(100);
    expect(clampPercent(250)).toBe(100);
  });

  it('treats non-numbers as empty and infinity as full', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(-Infinity)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
  });
});

describe('ProgressBar', () => {
  it('reports the clamped value to assistive technology and fills accordingly', () => {
    render(<ProgressBar value={130} label="Wager" />);
    const bar = screen.getByRole('progressbar', { name: 'Wager' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('shows an empty bar for negative progress', () => {
    render(<ProgressBar value={-20} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('0%');
  });
});
