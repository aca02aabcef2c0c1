import { classificationContext } from '../../../src/application/editing/classification-gate.use-case';
import type { AuthoringSource, EditableDocument } from '../../../src/domain/editing/authoring.port';

const settingsDocument = (info: Record<string, unknown>, published: Record<string, unknown> | null) =>
  ({
    draft: { info, setting: {} },
    published: published && { info: published, setting: {} },
  }) as unknown as EditableDocument;

function source(
  required: boolean | Error,
  module: EditableDocument | Error,
): Pick<AuthoringSource, 'siteSettings' | 'document'> & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    siteSettings: () =>
      required instanceof Error
        ? Promise.reject(required)
        : Promise.resolve({ indexEditable: false, requireReview: false, requireClassification: required }),
    document: (docId) => {
      asked.push(docId);
      return module instanceof Error ? Promise.reject(module) : Promise.resolve(module);
    },
  };
}

describe('the publish gate’s 分類檢索 context', () => {
  it('reads the site’s setting and the module’s published defaults for an item', async () => {
    const authoring = source(
      true,
      settingsDocument({ categoryService: '100' }, { categoryTheme: '770', title: '消息' }),
    );
    expect(await classificationContext(authoring, 'item:news:n1')).toEqual({
      required: true,
      moduleDefaults: { categoryTheme: '770' },
    });
    expect(authoring.asked).toEqual(['settings:news']);
  });

  it('falls back to the settings draft of a module never published, and reads a single page’s module', async () => {
    const authoring = source(false, settingsDocument({ categoryCake: 'C21' }, null));
    expect(await classificationContext(authoring, 'page:about')).toEqual({
      required: false,
      moduleDefaults: { categoryCake: 'C21' },
    });
  });

  it('counts settings that cannot be read as not required and no defaults; other documents carry none', async () => {
    const authoring = source(new Error('offline'), new Error('offline'));
    expect(await classificationContext(authoring, 'item:news:n1')).toEqual({
      required: false,
      moduleDefaults: {},
    });
    expect(await classificationContext(authoring, 'chrome:footer')).toBeNull();
    expect(await classificationContext(authoring, 'settings:news')).toBeNull();
    expect(authoring.asked).toEqual(['settings:news']);
  });
});
