import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files known to run for minutes: each starts first in its project, beside the others. */
const SLOW_FILES = /api-fuzz-[a-z]+\.int\.test\.ts$/;

/**
 * Vitest's own order, with the known-slow files moved to the front of their project. A fresh
 * checkout (CI) has no timing cache, so Vitest orders by file size, which puts the few-line API
 * fuzz files last: they then ran alone at the end while the other worker sat idle.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const blockOf = (spec: TestSpecification) =>
      `${spec.project.config.sequence.groupOrder}:${spec.project.name}`;
    const blockStart = new Map<string, number>();
    sorted.forEach((spec, index) => {
      if (!blockStart.has(blockOf(spec))) blockStart.set(blockOf(spec), index);
    });
    const rank = (spec: TestSpecification) => (SLOW_FILES.test(spec.moduleId) ? 0 : 1);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          blockStart.get(blockOf(a.spec))! - blockStart.get(blockOf(b.spec))! ||
          rank(a.spec) - rank(b.spec) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
