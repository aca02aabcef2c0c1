import { readAppConfig } from '../../src/config/app-config';

describe('readAppConfig', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('defaults to the page origin and no captcha when nothing is configured', () => {
    delete process.env.API_HOST;
    delete process.env.CAPTCHA_SITE_KEY;
    expect(readAppConfig()).toMatchObject({ apiHost: '', captchaSiteKey: '' });
  });

  it('reads the configured values, dropping a trailing slash from the API host', () => {
    process.env.API_HOST = 'https://cms.example.tw/';
    process.env.CAPTCHA_SITE_KEY = 'key';
    process.env.COMMON_TOKEN = 'common';
    process.env.PROJECT_CODE = 'P1';
    expect(readAppConfig()).toEqual({
      apiHost: 'https://cms.example.tw',
      captchaSiteKey: 'key',
      commonToken: 'common',
      projectCode: 'P1',
    });
  });
});
