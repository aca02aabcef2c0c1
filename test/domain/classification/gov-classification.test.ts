import serviceList from '../../../src/shared/classification/category-service.json';
import {
  SERVICE_CATEGORIES,
  serviceCategoryName,
} from '../../../src/shared/classification/gov-classification';

describe('the 服務分類 code list', () => {
  it('ships the 18 top-level codes with their source and version', () => {
    expect(SERVICE_CATEGORIES).toHaveLength(18);
    expect(new Set(SERVICE_CATEGORIES.map((entry) => entry.code)).size).toBe(18);
    for (const { code, name } of SERVICE_CATEGORIES) {
      expect(code).toMatch(/^[1-9A-I]00$/);
      expect(name).toMatch(/^\p{Script=Han}+$/u);
    }
    expect(serviceList.standardUrl).toMatch(/^https:\/\/law\.moda\.gov\.tw\//);
    expect(serviceList.version).toContain('111');
  });

  it('names a code for the staff screens, and nothing for a code it does not have', () => {
    expect(serviceCategoryName('I00')).toBe('公共資訊');
    expect(serviceCategoryName('A00')).toBe('交通及通訊');
    expect(serviceCategoryName('J00')).toBeUndefined();
  });
});
