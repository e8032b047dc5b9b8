import { readFileSync } from 'node:fs';
import type { TCsvMapping, TStatement } from '@shared/statements/statement-types';
import { readStatementFile } from './read-statement-file';

/** A made-up statement file from fixtures/. */
export function fixtureBytes(name: string): Buffer {
  return readFileSync(new URL(`fixtures/${name}`, import.meta.url));
}

/** Reads text as a file of that name would be read. */
export function readText(fileName: string, text: string, mapping?: TCsvMapping) {
  return readStatementFile(fileName, Buffer.from(text, 'utf8'), mapping);
}

/** The statement read from a file that must be readable (the test fails with its message if not). */
export function statementOf(result: ReturnType<typeof readStatementFile>): TStatement {
  if (!result.ok) throw new Error(`${result.fileName} was not read: ${result.message}`);
  return result.statement;
}

/** A fixture read as its bank's download. */
export function readFixture(name: string): TStatement {
  return statementOf(readStatementFile(name, fixtureBytes(name)));
}

/** Day, cents and words of each transaction: what most tests compare. */
export function rows(statement: TStatement): [string, number, string][] {
  return statement.transactions.map((each) => [each.postedOn, each.amountCents, each.description]);
}
