import { describe, expect, it } from 'vitest';
import { projectPath } from '../../src/server/project-path';
import {
  buildImportGraph,
  importCircles,
  importSpecifiers,
  type ImportGraph,
} from './import-graph';

/**
 * Files under src that only tests use, named for it: the tests themselves, helpers
 * (`*.test-helper.ts`, `*-test-helpers.ts`), fixtures (`*-fixture.ts`, `*.fixture.ts`,
 * `*-fixtures.ts`, a `fixtures/` folder) and a feature's `testing/` folder.
 */
const TEST_ONLY =
  /(\.test\.tsx?|\.test-helper\.tsx?|-test-helpers\.tsx?|[.-]fixtures?\.tsx?)$|\/(testing|fixtures)\//;
const OUTSIDE_PRODUCT = /^(bench|test|e2e)\//;

const graph = buildImportGraph(projectPath('.'), 'src');

describe('imports under src', () => {
  it('product files import nothing from bench/, test/, e2e/ or a test-only file', () => {
    const wrong = [...graph]
      .filter(([file]) => !TEST_ONLY.test(file))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => OUTSIDE_PRODUCT.test(target) || TEST_ONLY.test(target))
          .map((target) => `${file} -> ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it('no files import each other round a circle', () => {
    expect(importCircles(graph)).toEqual([]);
  });
});

describe('the import graph', () => {
  it('reads static, re-exported, type-only, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from './a';",
      "import type {\n  B,\n} from '@shared/b';",
      "export { c } from './c';",
      "import './d.css';",
      "const e = await import('./e');",
      "const quoted = 'not an import from here';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', '@shared/b', './c', './d.css', './e']);
  });

  it('finds a circle of three files and a file importing itself, not a chain', () => {
    const toy: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', ['e.ts']],
      ['e.ts', []],
      ['f.ts', ['f.ts']],
    ]);
    expect(importCircles(toy)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['f.ts']]);
  });
});
