/**
 * Pairs of characters that write the same word in zh-TW text, folded to one form before search
 * compares anything, so that a visitor typing either finds both. Each pair is
 * `[variant, standard]`: the standard is the form of the Ministry of Education's 《常用國字標準字體表》
 * (臺, not 台), the variant the form people type from other input methods, older print, or
 * Hong Kong and Japanese fonts. Sources, and the rule for adding a pair, are in
 * docs/search.md ("Variant pairs"):
 * - 教育部《異體字字典》 (dict.variants.moe.edu.tw), which lists each variant under its standard form;
 * - the Unicode Han database's `kZVariant` and `kSemanticVariant` fields (Unihan_Variants.txt).
 * A pair goes in only when the two are the same word in every use on a Taiwanese site; a
 * simplified–traditional pair (国/國) does not: converting between scripts is another job.
 * Compatibility ideographs (U+F900 …) need no pair: NFKC already folds them.
 */
export const ZH_VARIANT_PAIRS: ReadonlyArray<readonly [variant: string, standard: string]> = [
  ['台', '臺'],
  ['裏', '裡'],
  ['着', '著'],
  ['峯', '峰'],
  ['羣', '群'],
  ['綫', '線'],
  ['污', '汙'],
  ['汚', '汙'],
  ['麪', '麵'],
  ['爲', '為'],
  ['衆', '眾'],
  ['眞', '真'],
  ['敎', '教'],
  ['淸', '清'],
  ['靑', '青'],
  ['户', '戶'],
  ['戸', '戶'],
  ['册', '冊'],
  ['内', '內'],
  ['兑', '兌'],
  ['説', '說'],
  ['温', '溫'],
  ['呉', '吳'],
  ['吴', '吳'],
  ['鷄', '雞'],
  ['秘', '祕'],
  ['綉', '繡'],
  ['鈎', '鉤'],
  ['羡', '羨'],
  ['銹', '鏽'],
  ['牀', '床'],
  ['粧', '妝'],
  ['痹', '痺'],
  ['綳', '繃'],
  ['擡', '抬'],
  ['唇', '脣'],
  ['踪', '蹤'],
  ['卽', '即'],
  ['旣', '既'],
  ['槪', '概'],
  ['晩', '晚'],
  ['黄', '黃'],
  ['郞', '郎'],
  ['缾', '瓶'],
];
