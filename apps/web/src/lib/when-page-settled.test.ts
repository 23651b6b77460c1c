import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from './when-page-settled';

function pageState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('whenPageSettled', () => {
  it('runs the work in a later task once the page has loaded, not at once', () => {
    vi.useFakeTimers();
    pageState('complete');
    const work = vi.fn();
    whenPageSettled(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event on a page still loading', () => {
    vi.useFakeTimers();
    pageState('interactive');
    const work = vi.fn();
    whenPageSettled(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load', () => {
    vi.useFakeTimers();
    pageState('interactive');
    const early = vi.fn();
    whenPageSettled(early)();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();

    pageState('complete');
    const late = vi.fn();
    whenPageSettled(late)();
    vi.runAllTimers();
    expect(late).not.toHaveBeenCalled();
  });
});
