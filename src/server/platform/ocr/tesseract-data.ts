import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The folder holding `eng.traineddata.gz` from the `@tesseract.js-data/eng` package: English
 * LSTM data ("best_int", integer-quantised: the accurate model at close to the fast one's speed),
 * shipped with the app so nothing is downloaded at run time.
 */
export function englishDataFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(
    path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
    '4.0.0_best_int',
  );
}
