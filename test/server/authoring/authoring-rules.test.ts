import type { Rights } from '../../../src/shared/api-types';
import { requireRules, type AuthoringRule } from '../../../src/server/authoring/authoring-rules';
import { Refusal } from '../../../src/server/platform/refusals';
import type { Stores } from '../../../src/server/ports/stores.port';

type RuleStores = Pick<Stores, 'rights' | 'siteSettings'>;

/** Stores that answer one account's rights and the two settings the rules read. */
function storesWith(held: Partial<Rights>, settings: { indexEditable?: boolean; requireReview?: boolean }) {
  const rights = { r: false, w: false, d: false, p: false, ...held };
  return {
    rights: { rightsOn: () => Promise.resolve(rights) },
    siteSettings: {
      read: () => Promise.resolve({ indexEditable: true, requireReview: false, ...settings }),
    },
  } as unknown as RuleStores;
}

async function refusalOf(
  stores: RuleStores,
  docId: string,
  rules: readonly AuthoringRule[],
): Promise<{ kind: string; description: string } | null> {
  try {
    await requireRules(stores, 'writer', docId, rules);
    return null;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { kind: error.kind, description: error.description };
  }
}

describe('the authoring rules a service checks inside its unit of work', () => {
  const item = 'item:news:a1b2c3d4';
  const publish: AuthoringRule[] = [{ right: 'w' }, 'may-publish', 'editable'];

  it('lets a writer with w publish while the site does not require review', async () => {
    await expect(refusalOf(storesWith({ w: true }, {}), item, publish)).resolves.toBeNull();
  });

  it('asks for p besides w once review is required, in zh-TW', async () => {
    await expect(refusalOf(storesWith({ w: true }, { requireReview: true }), item, publish)).resolves.toEqual(
      {
        kind: 'forbidden',
        description: expect.stringContaining('需要審核') as string,
      },
    );
    await expect(
      refusalOf(storesWith({ w: true, p: true }, { requireReview: true }), item, publish),
    ).resolves.toBeNull();
  });

  it('names the right that is missing, and checks rules in their order', async () => {
    await expect(refusalOf(storesWith({ r: true }, {}), item, publish)).resolves.toEqual({
      kind: 'forbidden',
      description: '您沒有編輯這個頁面的權限。',
    });
  });

  it('keeps the home structure read-only while indexEditable is off, whatever the rights', async () => {
    const structure = 'structure:home';
    await expect(
      refusalOf(storesWith({ w: true, p: true }, { indexEditable: false }), structure, publish),
    ).resolves.toEqual({ kind: 'conflict', description: expect.stringContaining('indexEditable') as string });
    await expect(
      refusalOf(storesWith({ w: true }, { indexEditable: false }), item, publish),
    ).resolves.toBeNull();
  });

  it('refuses 送審 and its steps while the site does not require review', async () => {
    await expect(
      refusalOf(storesWith({ p: true }, {}), item, [{ right: 'p' }, 'review-on']),
    ).resolves.toEqual({
      kind: 'conflict',
      description: '網站目前不需要審核，有編輯權限即可直接發布。',
    });
  });

  it('answers an id no document can have as not found, before any right', async () => {
    await expect(refusalOf(storesWith({}, {}), 'nonsense', publish)).resolves.toEqual({
      kind: 'not-found',
      description: '找不到這份文件，可能已刪除。',
    });
  });
});
