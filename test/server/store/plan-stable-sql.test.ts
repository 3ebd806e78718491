import { describe, expect, it } from 'vitest';
import { planStableSql } from '../../../src/server/store/driver/plan-stable-sql.js';

interface Statement {
  get(...params: unknown[]): Record<string, unknown> | undefined;
  all(...params: unknown[]): Record<string, unknown>[];
}
interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  setAuthorizer?(callback: ((...args: unknown[]) => number) | null): void;
}
const nodeSqlite = process.getBuiltinModule?.('node:sqlite') as
  | { DatabaseSync: new (file: string) => Database }
  | undefined;
/** Node 24.10 and later: the authorizer is asked again whenever a statement is prepared again. */
const hasAuthorizer =
  nodeSqlite !== undefined && typeof new nodeSqlite.DatabaseSync(':memory:').setAuthorizer === 'function';

describe('planStableSql', () => {
  it('writes every parameter with a unary plus', () => {
    expect(planStableSql('SELECT * FROM t WHERE a = ? AND b IN (?, ?) LIMIT ? OFFSET ?')).toBe(
      'SELECT * FROM t WHERE a = +? AND b IN (+?, +?) LIMIT +? OFFSET +?',
    );
    expect(planStableSql('INSERT INTO t VALUES (?1, ?2)')).toBe('INSERT INTO t VALUES (+?1, +?2)');
    expect(planStableSql('SELECT 1')).toBe('SELECT 1');
    // A parameter first in the text, and one right after a comment or quoted text.
    expect(planStableSql('?')).toBe('+?');
    expect(planStableSql("SELECT 'a'?, -- x\n?")).toBe("SELECT 'a'+?, -- x\n+?");
  });

  it('leaves quoted text, quoted names and comments as they are', () => {
    const sql = `SELECT 'a ? b', 'it''s ?', "col?", \`q?\`, [x?] -- a ? here
      /* and ? here */ FROM t WHERE c = ?`;
    expect(planStableSql(sql)).toBe(sql.replace('c = ?', 'c = +?'));
    expect(planStableSql("SELECT 'unterminated ?")).toBe("SELECT 'unterminated ?");
    expect(planStableSql('SELECT ? /* open ?')).toBe('SELECT +? /* open ?');
  });
});

describe.runIf(nodeSqlite)('planStableSql on node:sqlite', () => {
  const open = () => {
    const db = new nodeSqlite!.DatabaseSync(':memory:');
    db.exec(`CREATE TABLE a (id TEXT PRIMARY KEY, b TEXT, n INTEGER, email TEXT COLLATE NOCASE, data BLOB);
      CREATE TABLE b (id TEXT PRIMARY KEY, v TEXT);
      CREATE INDEX a_email ON a (email);
      INSERT INTO a VALUES ('x', 'y', 0, 'Ann@Example.org', x'00ff'), ('z', 'w', 1, 'bob@example.org', NULL),
        ('5', 'y', 5, 'c@x', x'01'), ('p%', 'w', NULL, 'd@x', NULL);
      INSERT INTO b VALUES ('y', 'why'), ('w', 'double');`);
    return db;
  };

  it('answers every statement as written does, whatever the values bound', () => {
    const db = open();
    const statements = [
      'SELECT a.id, b.v FROM a JOIN b ON b.id = a.b WHERE a.id = ? ORDER BY a.id',
      'SELECT id FROM a WHERE n = ? ORDER BY id',
      'SELECT id FROM a WHERE n IS ? ORDER BY id',
      'SELECT id FROM a WHERE id IN (?, ?) ORDER BY id',
      'SELECT id FROM a WHERE email = ? ORDER BY id',
      'SELECT id FROM a WHERE id = ? COLLATE NOCASE OR email = ? ORDER BY id',
      'SELECT id FROM a WHERE id LIKE ? ORDER BY id',
      'SELECT id FROM a WHERE data = ? ORDER BY id',
      'SELECT id FROM a ORDER BY id LIMIT ? OFFSET ?',
      'SELECT ? AS v, typeof(?) AS t, ? + 1 AS s, ? || ? AS c',
    ];
    const values: unknown[] = [
      0,
      1,
      5,
      -1,
      2.5,
      '5',
      'x',
      'X',
      'p%',
      '%',
      'ann@example.org',
      null,
      Buffer.from([0, 255]),
    ];
    let compared = 0;
    for (const sql of statements) {
      const written = db.prepare(sql);
      const stable = db.prepare(planStableSql(sql));
      const arity = sql.split('?').length - 1;
      for (const first of values)
        for (const second of values) {
          const params = Array.from({ length: arity }, (_, i) => (i % 2 === 0 ? first : second));
          let expected: unknown;
          try {
            expected = written.all(...params);
          } catch (error) {
            expect(() => stable.all(...params), sql).toThrow((error as Error).message);
            continue;
          }
          expect(stable.all(...params), `${sql} with ${JSON.stringify(params)}`).toEqual(expected);
          compared++;
        }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it.runIf(hasAuthorizer)('prepares a join with a parameter once, not on every call', () => {
    const db = open();
    let authorized = 0;
    db.setAuthorizer!(() => {
      authorized++;
      return 0;
    });
    const sql = 'SELECT a.id, b.v FROM a JOIN b ON b.id = a.b WHERE a.id = ?';
    const statement = db.prepare(planStableSql(sql));
    const once = authorized;
    expect(once).toBeGreaterThan(0);
    for (const id of ['x', 'z', 'x', '5', 'nothing', 'x']) statement.get(id);
    expect(authorized).toBe(once);
  });
});
