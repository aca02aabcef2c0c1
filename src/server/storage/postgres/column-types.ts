import {
  AggregateFunctionNode,
  ColumnNode,
  FunctionNode,
  ColumnUpdateNode,
  OperationNodeTransformer,
  PrimitiveValueListNode,
  ReferenceNode,
  ValueListNode,
  ValueNode,
  type BinaryOperationNode,
  type InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * The stores speak one language on both engines: times are epoch milliseconds and flags are 0/1,
 * as SQLite keeps them. PostgreSQL keeps its own types (`timestamptz`, `boolean`), so on the way in
 * a number bound to a time column becomes a `Date` and a 0/1 bound to a flag a boolean; on the way
 * out the type parsers (postgres-kysely.ts) turn them back. Which columns those are is known by
 * name: every `*_at` column and `at` is a time, and the rights and account flags are booleans.
 */
const TIME_COLUMNS = new Set(['at', 'reply_by', 'refresh_until']);
const FLAG_COLUMNS = new Set([
  'r',
  'w',
  'd',
  'p',
  'is_admin',
  'is_platform_admin',
  'joined',
  'must_change_password',
  'helpful',
]);

const isTime = (column: string) => TIME_COLUMNS.has(column) || column.endsWith('_at');

function columnOf(node: OperationNode): string | undefined {
  if (ColumnNode.is(node)) return node.column.name;
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) return node.column.column.name;
  return undefined;
}

/** Functions whose answer has the type of their arguments (unlike `count`). */
const SAME_TYPE = new Set(['coalesce', 'greatest', 'least', 'min', 'max']);

/** The arguments of a function or an aggregate that answers in their type, or none. */
function argumentsOf(node: OperationNode): readonly OperationNode[] {
  if (FunctionNode.is(node) && SAME_TYPE.has(node.func.toLowerCase())) return node.arguments;
  if (AggregateFunctionNode.is(node) && SAME_TYPE.has(node.func.toLowerCase())) return node.aggregated;
  return [];
}

/**
 * The column an expression stands for, for converting what it is compared with: a column itself,
 * or a function of one (`max(refresh_until)`, `coalesce(last_used_at, issued_at)`).
 */
function typedColumnOf(node: OperationNode): string | undefined {
  const column = columnOf(node);
  if (column !== undefined) return column;
  for (const argument of argumentsOf(node)) {
    const inner = typedColumnOf(argument);
    if (inner !== undefined && (isTime(inner) || FLAG_COLUMNS.has(inner))) return inner;
  }
  return undefined;
}

function toEngine(column: string | undefined, value: unknown): unknown {
  if (column === undefined) return value;
  if (typeof value === 'number' && isTime(column)) return new Date(value);
  if ((value === 0 || value === 1) && FLAG_COLUMNS.has(column)) return value === 1;
  return value;
}

function convertValueNode(column: string | undefined, node: OperationNode): OperationNode {
  if (column === undefined) return node;
  if (FunctionNode.is(node)) {
    return FunctionNode.create(
      node.func,
      node.arguments.map((argument) => convertValueNode(column, argument)),
    );
  }
  if (ValueNode.is(node)) {
    const value = toEngine(column, node.value);
    if (value === node.value) return node;
    return node.immediate ? ValueNode.createImmediate(value) : ValueNode.create(value);
  }
  if (PrimitiveValueListNode.is(node)) {
    return PrimitiveValueListNode.create(node.values.map((value) => toEngine(column, value)));
  }
  if (ValueListNode.is(node)) {
    return ValueListNode.create(node.values.map((value) => convertValueNode(column, value)));
  }
  return node;
}

class EngineValues extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node);
    const left = typedColumnOf(transformed.leftOperand);
    const right = typedColumnOf(transformed.rightOperand);
    return {
      ...transformed,
      leftOperand: convertValueNode(right, transformed.leftOperand),
      rightOperand: convertValueNode(left, transformed.rightOperand),
    };
  }

  protected override transformFunction(node: FunctionNode): FunctionNode {
    const transformed = super.transformFunction(node);
    // coalesce(superseded_at, $1), greatest(…): a bare value beside a time column is a time.
    const column = typedColumnOf(transformed);
    if (column === undefined) return transformed;
    return FunctionNode.create(
      transformed.func,
      transformed.arguments.map((argument) =>
        ValueNode.is(argument) ? convertValueNode(column, argument) : argument,
      ),
    );
  }

  protected override transformColumnUpdate(node: ColumnUpdateNode): ColumnUpdateNode {
    const transformed = super.transformColumnUpdate(node);
    return ColumnUpdateNode.create(
      transformed.column,
      convertValueNode(columnOf(transformed.column), transformed.value),
    );
  }

  protected override transformInsertQuery(node: InsertQueryNode): InsertQueryNode {
    const transformed = super.transformInsertQuery(node);
    const columns = transformed.columns?.map((column) => column.column.name) ?? [];
    const values = transformed.values;
    if (!values || values.kind !== 'ValuesNode' || columns.length === 0) return transformed;
    const rows = (values as unknown as { values: OperationNode[] }).values.map((row) => {
      if (PrimitiveValueListNode.is(row)) {
        return PrimitiveValueListNode.create(
          row.values.map((value, index) => toEngine(columns[index], value)),
        );
      }
      if (ValueListNode.is(row)) {
        return ValueListNode.create(
          row.values.map((value, index) => convertValueNode(columns[index], value)),
        );
      }
      return row;
    });
    return { ...transformed, values: { ...values, values: rows } as OperationNode };
  }
}

/** The plugin that converts bound times and flags for PostgreSQL's own types. */
export class EngineValuesPlugin implements KyselyPlugin {
  private readonly transformer = new EngineValues();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
