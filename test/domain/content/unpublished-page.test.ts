import { unpublishedSinglePage } from '../../../src/domain/content/unpublished-page';

const WRITE = { r: true, w: true, d: false };
const READ = { r: true, w: false, d: false };

describe('a single page the public API does not have yet', () => {
  it('opens the draft editor for a person in edit mode with w on the page', () => {
    expect(unpublishedSinglePage({ editing: true, rights: WRITE })).toBe('draft-editor');
  });

  it('is the 404 outside edit mode, for a reader without w, and when the rights are unknown', () => {
    expect(unpublishedSinglePage({ editing: false, rights: WRITE })).toBe('not-found');
    expect(unpublishedSinglePage({ editing: true, rights: READ })).toBe('not-found');
    expect(unpublishedSinglePage({ editing: true, rights: null })).toBe('not-found');
  });
});
