import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  IdentifierNode,
  JoinNode,
  OnNode,
  OperationNodeTransformer,
  OperatorNode,
  PrimitiveValueListNode,
  ReferenceNode,
  SelectionNode,
  SelectQueryNode,
  TableNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type DeleteQueryNode,
  type InsertQueryNode,
  type KyselyPlugin,
  type OnConflictNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type UpdateQueryNode,
} from 'kysely';
import type { Tables } from '../tables';

/**
 * The platform's own tables: people and their sign-in records, and the sites list. Every other
 * table belongs to one site, and each of its rows carries that site in a `site` column.
 */
export const PLATFORM_TABLES: ReadonlySet<keyof Tables> = new Set<keyof Tables>([
  'users',
  'password_history',
  'recovery_codes',
  'login_attempts',
  'sites',
]);

/** The column every row of a site's table carries. */
export const SITE_COLUMN = 'site';

/** A query the scope cannot confine to its site: refused before it reaches the database. */
export class UnscopedQueryError extends Error {
  constructor(reason: string) {
    super(`A store query outside its site: ${reason}`);
    this.name = 'UnscopedQueryError';
  }
}

const CONFINED_KINDS: ReadonlySet<string> = new Set([
  'SelectQueryNode',
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
]);

const isSiteTable = (name: string): boolean => !PLATFORM_TABLES.has(name as keyof Tables);

/** The table a FROM, JOIN or UPDATE target names, with the name its columns are qualified by. */
function tableOf(node: OperationNode): { table: string; qualifier: string } | undefined {
  if (TableNode.is(node)) {
    const name = node.table.identifier.name;
    return { table: name, qualifier: name };
  }
  if (AliasNode.is(node) && TableNode.is(node.node) && IdentifierNode.is(node.alias)) {
    return { table: node.node.table.identifier.name, qualifier: node.alias.name };
  }
  return undefined;
}

/** The one raw statement a site's store may send: a savepoint, set, released or returned to. */
const SAVEPOINT = /^(?:SAVEPOINT|RELEASE SAVEPOINT|ROLLBACK TO SAVEPOINT) [a-z_]+$/;

/**
 * Confines every query of a site's stores to that site, below the stores: a read, update or delete
 * of a site's table gets `site = <the unit's site>` (in the WHERE, or in a join's ON, so a LEFT
 * JOIN stays one), and an insert gets the site as a value of every row and as the first column of
 * its ON CONFLICT target (each key of a site's table starts with the site). A store therefore
 * never names the site, and cannot forget it. What the scope cannot see into, a whole query of
 * raw SQL or a store that writes the `site` column itself, is refused.
 */
export class SiteScope implements KyselyPlugin {
  private readonly transformer: SiteScopeTransformer;

  constructor(readonly site: string) {
    if (!site) throw new UnscopedQueryError('no site given');
    this.transformer = new SiteScopeTransformer(site);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (args.node.kind === 'RawNode') {
      // A savepoint reads and writes no row: a store may mark one inside its site's unit.
      if (args.node.parameters.length === 0 && SAVEPOINT.test(args.node.sqlFragments.join('')))
        return args.node;
      throw new UnscopedQueryError('a query written as raw SQL cannot be confined to a site');
    }
    // What the scope knows how to confine; a MERGE or a schema change through a store is refused.
    if (!CONFINED_KINDS.has(args.node.kind)) {
      throw new UnscopedQueryError(`a ${args.node.kind} cannot be confined to a site`);
    }
    return this.transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

class SiteScopeTransformer extends OperationNodeTransformer {
  constructor(private readonly site: string) {
    super();
  }

  private sameSite(qualifier: string): OperationNode {
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create(SITE_COLUMN), TableNode.create(qualifier)),
      OperatorNode.create('='),
      ValueNode.create(this.site),
    );
  }

  /** `where` with `site = …` added for each of a site's tables among `sources`. */
  private confine(where: WhereNode | undefined, sources: readonly OperationNode[]): WhereNode | undefined {
    let confined = where;
    for (const source of sources) {
      const found = tableOf(source);
      if (!found || !isSiteTable(found.table)) continue;
      const filter = this.sameSite(found.qualifier);
      confined = confined ? WhereNode.cloneWithOperation(confined, 'And', filter) : WhereNode.create(filter);
    }
    return confined;
  }

  private confineJoins(joins: readonly JoinNode[] | undefined): readonly JoinNode[] | undefined {
    return joins?.map((join) => {
      const found = tableOf(join.table);
      if (!found || !isSiteTable(found.table)) return join;
      const filter = this.sameSite(found.qualifier);
      return join.on
        ? { ...join, on: OnNode.cloneWithOperation(join.on, 'And', filter) }
        : JoinNode.createWithOn(join.joinType, join.table, filter);
    });
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    const inner = super.transformSelectQuery(node, queryId);
    return {
      ...inner,
      where: this.confine(inner.where, inner.from?.froms ?? []),
      joins: this.confineJoins(inner.joins),
    };
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId): UpdateQueryNode {
    const inner = super.transformUpdateQuery(node, queryId);
    if (
      inner.updates?.some(
        (update) => ColumnNode.is(update.column) && update.column.column.name === SITE_COLUMN,
      )
    ) {
      throw new UnscopedQueryError('an update may not move a row to another site');
    }
    const sources = [...(inner.table ? [inner.table] : []), ...(inner.from?.froms ?? [])];
    return { ...inner, where: this.confine(inner.where, sources), joins: this.confineJoins(inner.joins) };
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId): DeleteQueryNode {
    const inner = super.transformDeleteQuery(node, queryId);
    const sources = [...inner.from.froms, ...(inner.using?.tables ?? [])];
    return { ...inner, where: this.confine(inner.where, sources), joins: this.confineJoins(inner.joins) };
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const inner = super.transformInsertQuery(node, queryId);
    if (!inner.into || !isSiteTable(inner.into.table.identifier.name)) return inner;
    const table = inner.into.table.identifier.name;
    if (!inner.columns || !inner.values) {
      throw new UnscopedQueryError(`an insert into ${table} without its columns`);
    }
    if (inner.columns.some((column) => column.column.name === SITE_COLUMN)) {
      throw new UnscopedQueryError(`an insert into ${table} names the site itself`);
    }
    return {
      ...inner,
      columns: [...inner.columns, ColumnNode.create(SITE_COLUMN)],
      values: this.withSite(inner.values, table),
      onConflict: inner.onConflict && this.conflictOnSite(inner.onConflict),
    };
  }

  private withSite(values: OperationNode, table: string): OperationNode {
    if (ValuesNode.is(values)) {
      return ValuesNode.create(
        values.values.map((row) =>
          PrimitiveValueListNode.is(row)
            ? PrimitiveValueListNode.create([...row.values, this.site])
            : ValueListNode.create([...row.values, ValueNode.create(this.site)]),
        ),
      );
    }
    if (SelectQueryNode.is(values)) {
      const site = SelectionNode.create(
        AliasNode.create(ValueNode.create(this.site), IdentifierNode.create(SITE_COLUMN)),
      );
      return SelectQueryNode.cloneWithSelections(values, [site]);
    }
    throw new UnscopedQueryError(`an insert into ${table} from ${values.kind}`);
  }

  /** A conflict target of a site's table names the site first, as each of its keys does. */
  private conflictOnSite(conflict: OnConflictNode): OnConflictNode {
    // `ON CONFLICT DO NOTHING` without a target stands for every key of the table: nothing to add.
    if (!conflict.columns) return conflict;
    return { ...conflict, columns: [ColumnNode.create(SITE_COLUMN), ...conflict.columns] };
  }
}
