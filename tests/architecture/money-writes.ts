import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders of the server whose code may move money: the ledger, and the schema and migrations that define it. */
const MONEY_OWNERS = ['ledger', path.join('db', 'schema'), path.join('db', 'migrations')];

/** The tables that hold money: balances, transactions, entries and the turnover. */
const MONEY_TABLES = ['ledger_accounts', 'ledger_transactions', 'ledger_entries', 'wagers'];

/** Their Drizzle names, as `src/server/db/schema/ledger.ts` exports them. */
const MONEY_TABLE_IDENTIFIERS = ['ledgerAccounts', 'ledgerTransactions', 'ledgerEntries', 'wagers'];

/** The database functions of the ledger (`ledger/sql/*.sql`): every one of them moves money or helps to. */
export function moneyFunctions(serverRoot: string): string[] {
  const folder = path.join(serverRoot, 'ledger', 'sql');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .flatMap((name) =>
      [
        ...readFileSync(path.join(folder, name), 'utf8').matchAll(/CREATE (?:OR REPLACE )?FUNCTION (\w+)/gi),
      ].map((match) => match[1]!.toLowerCase()),
    );
}

function sourceFiles(dir: string, root: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory())
      return MONEY_OWNERS.includes(path.relative(root, file)) ? [] : sourceFiles(file, root);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The text of every string and template literal of a file, a template's parts joined as one statement. */
function literals(source: ts.SourceFile): { text: string; node: ts.Node }[] {
  const found: { text: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      found.push({ text: node.text, node });
    else if (ts.isTemplateExpression(node))
      found.push({
        text: [node.head.text, ...node.templateSpans.map((s) => `$x ${s.literal.text}`)].join(''),
        node,
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Drizzle writes: `.insert(t)`, `.update(t)`, `.delete(t)` with `t` one of the money tables. */
function drizzleWrites(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0]) &&
      MONEY_TABLE_IDENTIFIERS.includes(node.arguments[0].text)
    )
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every place outside the ledger that moves money: a call of a ledger database function, SQL that writes a money
 * table, or a Drizzle insert, update or delete of one. Each as `file:line: what`.
 */
export function moneyWritesOutsideLedger(serverRoot: string): string[] {
  const functions = moneyFunctions(serverRoot);
  const callsMoney = new RegExp(`\\b(${functions.join('|')})\\s*\\(`, 'i');
  const writesMoney = new RegExp(
    `\\b(insert\\s+into|update|delete\\s+from)\\s+"?(${MONEY_TABLES.join('|')})\\b`,
    'i',
  );
  const found: string[] = [];
  for (const file of sourceFiles(serverRoot, serverRoot)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${path.relative(serverRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    for (const { text, node } of literals(source)) {
      const call = callsMoney.exec(text);
      if (call) found.push(`${where(node)}: calls ${call[1]}`);
      const write = writesMoney.exec(text);
      if (write) found.push(`${where(node)}: ${write[1]!.toLowerCase()} ${write[2]}`);
    }
    for (const node of drizzleWrites(source)) found.push(`${where(node)}: ${node.getText().split('(')[0]}`);
  }
  return found;
}
