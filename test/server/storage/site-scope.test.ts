import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
} from 'kysely';
import { SiteScope } from '../../../src/server/storage/kysely/site-scope';
import type { Tables } from '../../../src/server/storage/tables';

// What the site scope makes of each shape of query the stores write, compiled without a database.
const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const museum = db.withPlugin(new SiteScope('museum'));

const compiled = (query: Compilable) => {
  const { sql: text, parameters } = query.compile();
  return { text, parameters };
};

describe('the site scope of a store query', () => {
  it('confines a read of a site table to the site, as a parameter', () => {
    expect(compiled(museum.selectFrom('items').select('title').where('module_path', '=', 'news'))).toEqual({
      text: 'select "title" from "items" where "module_path" = $1 and "items"."site" = $2',
      parameters: ['news', 'museum'],
    });
  });

  it('confines a read without a WHERE, and names an aliased table by its alias', () => {
    expect(compiled(museum.selectFrom('documents as d').select('d.doc_id')).text).toBe(
      'select "d"."doc_id" from "documents" as "d" where "d"."site" = $1',
    );
  });

  it('puts the site of a joined table in its ON, so a left join keeps the rows without a match', () => {
    const query = museum
      .selectFrom('items')
      .leftJoin('item_tags', (join) =>
        join
          .onRef('item_tags.module_path', '=', 'items.module_path')
          .onRef('item_tags.item_id', '=', 'items.id'),
      )
      .select(['items.id', 'item_tags.tag']);
    expect(compiled(query).text).toBe(
      'select "items"."id", "item_tags"."tag" from "items" left join "item_tags" on "item_tags"."module_path" = "items"."module_path" and "item_tags"."item_id" = "items"."id" and "item_tags"."site" = $1 where "items"."site" = $2',
    );
  });

  it('confines a subquery on its own', () => {
    const query = museum
      .selectFrom('modules')
      .select('path')
      .where((eb) =>
        eb.exists(eb.selectFrom('items').select('id').whereRef('items.module_path', '=', 'modules.path')),
      );
    expect(compiled(query)).toEqual({
      text: 'select "path" from "modules" where exists (select "id" from "items" where "items"."module_path" = "modules"."path" and "items"."site" = $1) and "modules"."site" = $2',
      parameters: ['museum', 'museum'],
    });
  });

  it('leaves the platform tables, people and the sites list, as they are', () => {
    expect(compiled(museum.selectFrom('users').select('account')).text).toBe('select "account" from "users"');
    expect(
      compiled(museum.insertInto('login_attempts').values({ account: 'a', ip: 'b', attempted_at: 1 })).text,
    ).toBe('insert into "login_attempts" ("account", "ip", "attempted_at") values ($1, $2, $3)');
  });

  it('confines updates and deletes', () => {
    expect(compiled(museum.updateTable('documents').set({ revision: 2 }).where('doc_id', '=', 'x'))).toEqual({
      text: 'update "documents" set "revision" = $1 where "doc_id" = $2 and "documents"."site" = $3',
      parameters: [2, 'x', 'museum'],
    });
    expect(compiled(museum.deleteFrom('edit_locks')).text).toBe(
      'delete from "edit_locks" where "edit_locks"."site" = $1',
    );
  });

  it('writes the site into every inserted row and at the head of the conflict target', () => {
    const query = museum
      .insertInto('counters')
      .values([
        { name: 'hits', value: 1 },
        { name: 'letters', value: 2 },
      ])
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: 3 }));
    expect(compiled(query)).toEqual({
      text: 'insert into "counters" ("name", "value", "site") values ($1, $2, $3), ($4, $5, $6) on conflict ("site", "name") do update set "value" = $7',
      parameters: ['hits', 1, 'museum', 'letters', 2, 'museum', 3],
    });
  });

  it('selects the site into an insert from a query', () => {
    const query = museum
      .insertInto('revisions')
      .columns(['doc_id', 'revision', 'action', 'json', 'account', 'at'])
      .expression((eb) =>
        eb
          .selectFrom('documents')
          .select([
            'doc_id',
            eb.lit(1).as('revision'),
            eb.val('create').as('action'),
            'draft_json',
            'updated_by',
            'created_at',
          ]),
      );
    expect(compiled(query)).toEqual({
      text: 'insert into "revisions" ("doc_id", "revision", "action", "json", "account", "at", "site") select "doc_id", 1 as "revision", $1 as "action", "draft_json", "updated_by", "created_at", $2 as "site" from "documents" where "documents"."site" = $3',
      parameters: ['create', 'museum', 'museum'],
    });
  });

  it('refuses what it cannot confine: raw SQL, a store naming the site, a move to another site', () => {
    expect(() => compiled(sql`select * from items`.compile(museum) as never)).toThrow(/raw SQL/);
    expect(() =>
      museum
        .insertInto('meta')
        .values({ key: 'k', value: 'v', site: 'library' } as never)
        .compile(),
    ).toThrow(/names the site/);
    expect(() =>
      museum
        .updateTable('meta')
        .set({ site: 'library' } as never)
        .compile(),
    ).toThrow(/another site/);
    expect(() => new SiteScope('')).toThrow(/no site/);
    expect(() =>
      museum.mergeInto('meta').using('meta as m', 'm.key', 'meta.key').whenMatched().thenDelete().compile(),
    ).toThrow(/MergeQueryNode cannot be confined/);
    expect(() => museum.schema.dropTable('items').compile()).toThrow(/cannot be confined/);
  });
});
