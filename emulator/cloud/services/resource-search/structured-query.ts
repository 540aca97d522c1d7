// The subset of the OCI Search query language the local cloud understands (README.md, Structured queries):
//   query <all | type[, type…]> resources [return allAdditionalFields] [matching '<text>']
//     [where <field> <op> <value> [&& | || …], parentheses allowed] [sorted by <field> [asc | desc]]
import { invalidParameter } from '../../wire/errors.ts';
import type { IndexedResource } from './indexed-resource.ts';
import { findResourceType } from './resource-types.ts';

/** A comparison operator. */
export type Operator = '=' | '!=' | '=~' | '!~' | '>' | '>=' | '<' | '<=';

/** A where clause. */
export type Condition =
  { kind: 'compare'; field: string; operator: Operator; value: string } | { kind: 'and' | 'or'; parts: Condition[] };

/** A parsed structured query. */
export interface StructuredQuery {
  /** Type names (as results carry them), or undefined for all resources. */
  types: string[] | undefined;
  matching: string | undefined;
  where: Condition | undefined;
  sort: { field: string; order: 'asc' | 'desc' } | undefined;
}

/** A token and where it starts in the query (0-based). */
type Token = { kind: 'word' | 'string' | 'symbol'; text: string; start: number };

const OPERATORS: readonly Operator[] = ['=~', '!~', '!=', '>=', '<=', '=', '>', '<'];
const SYMBOLS = ['&&', '||', ...OPERATORS, '(', ')', ','];

/**
 * InvalidParameter for a query that does not parse. With `position` (0-based) the message ends with
 * `(at character N)`, N counted from 1, so an editor can point at the place.
 */
function invalidQuery(detail: string, position?: number): Error {
  const where = position === undefined ? '' : ` (at character ${position + 1})`;
  return invalidParameter(`searchDetails.query is not a valid query: ${detail}${where}`);
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < query.length) {
    const rest = query.slice(index);
    const space = /^\s+/.exec(rest);
    if (space) {
      index += space[0].length;
      continue;
    }
    const quote = rest[0];
    if (quote === "'" || quote === '"') {
      let text = '';
      let cursor = 1;
      while (cursor < rest.length && rest[cursor] !== quote) {
        // A backslash escapes the next character, so names may contain quotes.
        if (rest[cursor] === '\\' && cursor + 1 < rest.length) cursor++;
        text += rest[cursor];
        cursor++;
      }
      if (cursor >= rest.length) throw invalidQuery('a quoted value is not closed.', index);
      tokens.push({ kind: 'string', text, start: index });
      index += cursor + 1;
      continue;
    }
    const symbol = SYMBOLS.find(candidate => rest.startsWith(candidate));
    if (symbol) {
      tokens.push({ kind: 'symbol', text: symbol, start: index });
      index += symbol.length;
      continue;
    }
    const word = /^[\w][\w.:-]*/.exec(rest);
    if (!word) throw invalidQuery(`unexpected character '${rest[0] ?? ''}'.`, index);
    tokens.push({ kind: 'word', text: word[0], start: index });
    index += word[0].length;
  }
  return tokens;
}

class Parser {
  readonly #tokens: Token[];
  readonly #end: number;
  #position = 0;

  constructor(tokens: Token[], length: number) {
    this.#tokens = tokens;
    this.#end = length;
  }

  /** Where the next token starts, or the end of the query. */
  here(): number {
    return this.peek()?.start ?? this.#end;
  }

  peek(): Token | undefined {
    return this.#tokens[this.#position];
  }

  next(): Token {
    const token = this.#tokens[this.#position];
    if (!token) throw invalidQuery('the query ends too early.', this.#end);
    this.#position++;
    return token;
  }

  /** Whether the next token is this keyword (case-insensitive) or symbol; consumes it if so. */
  accept(text: string): boolean {
    const token = this.peek();
    if (!token || token.kind === 'string' || token.text.toLowerCase() !== text.toLowerCase()) return false;
    this.#position++;
    return true;
  }

  expect(text: string): void {
    if (!this.accept(text)) {
      throw invalidQuery(`expected '${text}' but found '${this.peek()?.text ?? 'the end'}'.`, this.here());
    }
  }

  word(what: string): string {
    const token = this.next();
    if (token.kind !== 'word') throw invalidQuery(`expected ${what} but found '${token.text}'.`, token.start);
    return token.text;
  }

  value(): string {
    const token = this.next();
    if (token.kind === 'symbol') throw invalidQuery(`expected a value but found '${token.text}'.`, token.start);
    return token.text;
  }

  condition(): Condition {
    const parts = [this.conjunction()];
    while (this.accept('||')) parts.push(this.conjunction());
    return parts.length === 1 && parts[0] ? parts[0] : { kind: 'or', parts };
  }

  conjunction(): Condition {
    const parts = [this.comparison()];
    while (this.accept('&&')) parts.push(this.comparison());
    return parts.length === 1 && parts[0] ? parts[0] : { kind: 'and', parts };
  }

  comparison(): Condition {
    if (this.accept('(')) {
      const inner = this.condition();
      this.expect(')');
      return inner;
    }
    const field = this.word('a field name');
    const operator = this.next();
    if (operator.kind !== 'symbol' || !(OPERATORS as readonly string[]).includes(operator.text)) {
      throw invalidQuery(`expected an operator (${OPERATORS.join(' ')}) after ${field}.`, operator.start);
    }
    return { kind: 'compare', field, operator: operator.text as Operator, value: this.value() };
  }
}

/** Parses a structured query; InvalidParameter explains what is wrong. */
export function parseStructuredQuery(query: string): StructuredQuery {
  const parser = new Parser(tokenize(query), query.length);
  parser.expect('query');
  let types: string[] | undefined;
  if (!parser.accept('all')) {
    types = [];
    do {
      const at = parser.here();
      const name = parser.word('a resource type');
      const type = findResourceType(name);
      if (!type) throw invalidQuery(`unknown resource type '${name}'.`, at);
      types.push(type.name);
    } while (parser.accept(','));
  }
  parser.expect('resources');
  // Every result carries all its fields here, so the clause is accepted and changes nothing.
  if (parser.accept('return')) parser.expect('allAdditionalFields');
  let matching: string | undefined;
  if (parser.accept('matching')) {
    const token = parser.next();
    if (token.kind !== 'string') throw invalidQuery('matching takes a quoted text.', token.start);
    matching = token.text;
  }
  const where = parser.accept('where') ? parser.condition() : undefined;
  let sort: StructuredQuery['sort'];
  if (parser.accept('sorted')) {
    parser.expect('by');
    const field = parser.word('a field to sort by');
    const descending = parser.accept('desc');
    if (!descending) parser.accept('asc');
    sort = { field, order: descending ? 'desc' : 'asc' };
  }
  const extra = parser.peek();
  if (extra) throw invalidQuery(`unexpected '${extra.text}'.`, extra.start);
  return { types, matching, where, sort };
}

function lookup(record: Record<string, unknown>, key: string): unknown {
  const found = Object.keys(record).find(candidate => candidate.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : record[found];
}

/** The value of a (case-insensitive, dotted) field of a resource; undefined when it has none. */
export function fieldValue(resource: IndexedResource, field: string): unknown {
  const [head = '', ...path] = field.split('.');
  switch (head.toLowerCase()) {
    case 'freeformtags':
      return path.length === 1 ? lookup(resource.freeformTags, path[0] ?? '') : undefined;
    case 'definedtags': {
      const namespace = lookup(resource.definedTags, path[0] ?? '');
      return path.length === 2 && typeof namespace === 'object' && namespace !== null
        ? lookup(namespace as Record<string, unknown>, path[1] ?? '')
        : undefined;
    }
    default: {
      if (path.length > 0) return undefined;
      const top: Record<string, unknown> = {
        identifier: resource.identifier,
        resourceType: resource.resourceType,
        displayName: resource.displayName,
        compartmentId: resource.compartmentId,
        availabilityDomain: resource.availabilityDomain ?? undefined,
        lifecycleState: resource.lifecycleState ?? undefined,
        timeCreated: resource.timeCreated,
      };
      return lookup(top, head) ?? lookup(resource.additionalDetails, head);
    }
  }
}

function compare(actual: unknown, value: string): number {
  if (actual instanceof Date) {
    const time = Date.parse(value);
    if (Number.isNaN(time)) throw invalidQuery(`'${value}' is not a date-time.`);
    return actual.getTime() - time;
  }
  if (typeof actual === 'number') {
    const number = Number(value);
    if (Number.isNaN(number)) throw invalidQuery(`'${value}' is not a number.`);
    return actual - number;
  }
  return String(actual).toLowerCase().localeCompare(value.toLowerCase());
}

/** Whether a resource satisfies a where clause. String comparisons ignore case, as OCI's do. */
export function satisfies(resource: IndexedResource, condition: Condition): boolean {
  if (condition.kind !== 'compare') {
    const test = (part: Condition) => satisfies(resource, part);
    return condition.kind === 'and' ? condition.parts.every(test) : condition.parts.some(test);
  }
  const actual = fieldValue(resource, condition.field);
  const present = actual !== undefined && actual !== null;
  const contains = () => present && String(actual).toLowerCase().includes(condition.value.toLowerCase());
  switch (condition.operator) {
    case '=':
      return present && compare(actual, condition.value) === 0;
    case '!=':
      return !present || compare(actual, condition.value) !== 0;
    case '=~':
      return contains();
    case '!~':
      return !contains();
    case '>':
      return present && compare(actual, condition.value) > 0;
    case '>=':
      return present && compare(actual, condition.value) >= 0;
    case '<':
      return present && compare(actual, condition.value) < 0;
    case '<=':
      return present && compare(actual, condition.value) <= 0;
  }
}
