import { canWrite, type Rights } from '../rights/rights';

/**
 * What a single page whose public read is 404 shows. A page made with 新增單元 is a draft until its
 * first publish, so the public API has nothing for it; its writers still have to reach the draft to
 * write it. In edit mode, an account with `w` on the page gets the draft editor (the draft comes
 * through the authoring API, as every draft does); everyone else, and everyone outside edit mode,
 * gets the 404 a visitor gets.
 */
export type UnpublishedPageView = 'draft-editor' | 'not-found';

export function unpublishedSinglePage(input: {
  /** The page is open with `?edit=1` by a signed-in person. */
  editing: boolean;
  /** The person's rights on the page's path; null when they could not be read. */
  rights: Rights | null;
}): UnpublishedPageView {
  return input.editing && canWrite(input.rights) ? 'draft-editor' : 'not-found';
}
