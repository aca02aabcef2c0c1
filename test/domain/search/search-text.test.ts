import {
  holdsEveryTerm,
  indexGrams,
  markedPieces,
  matchRanges,
  MAX_SEARCH_TERMS,
  parseSearchQuery,
  searchable,
  positionalTokens,
  FIELD_BREAK,
  searchTextOf,
  snippetAround,
  snippetOfMatch,
  termPhrase,
  type SearchTerm,
} from '../../../src/shared/search/search-text';
import { ZH_VARIANT_PAIRS } from '../../../src/shared/search/zh-variants';

const termsOf = (typed: string) => parseSearchQuery(typed).terms.map((term) => term.text);

describe('how search reads text', () => {
  it('folds full-width letters, digits and spaces, case, and 台 into 臺', () => {
    expect(searchTextOf('ＡＢＣ　１２３')).toBe('abc 123');
    expect(searchTextOf('台語與臺語')).toBe('臺語與臺語');
    expect(searchTextOf('Taiwan')).toBe('taiwan');
  });

  it('keeps a run of Han characters whole and apart from words, and drops punctuation of both widths', () => {
    expect(searchTextOf('燈塔，透鏡。')).toBe('燈塔 透鏡');
    expect(searchTextOf('iPhone15手機殼')).toBe('iphone15 手機殼');
    expect(searchTextOf('「海洋小學堂」…！？；：、')).toBe('海洋小學堂');
    expect(searchTextOf('3.5 公尺')).toBe('3 5 公尺');
  });

  it('composes a letter and its combining mark as the query does', () => {
    expect(searchTextOf('Cafe\u0301')).toBe(searchTextOf('Café'));
  });

  it('tells, for each character of the token text, where it came from', () => {
    const text = '老　燈塔！';
    const read = searchable(text);
    expect(read.text).toBe('老 燈塔');
    expect(text.slice(read.from[2], read.to[3])).toBe('燈塔');
  });

  it('lists every run of one to four Han characters, and every word, once as grams', () => {
    expect(indexGrams('燈塔 燈 ok')).toEqual(['燈', '燈塔', '塔', 'ok']);
    expect(indexGrams('口述歷史館')).toEqual([
      ...['口', '口述', '口述歷', '口述歷史'],
      ...['述', '述歷', '述歷史', '述歷史館'],
      ...['歷', '歷史', '歷史館', '史', '史館', '館'],
    ]);
  });

  it('has a variant table of real pairs: none maps a character to itself, no standard is a variant', () => {
    const variants = new Set(ZH_VARIANT_PAIRS.map(([variant]) => variant));
    for (const [variant, standard] of ZH_VARIANT_PAIRS) {
      expect(variant).not.toBe(standard);
      expect(variants.has(standard)).toBe(false);
      expect(Array.from(variant)).toHaveLength(1);
    }
    expect(variants.size).toBe(ZH_VARIANT_PAIRS.length);
    expect(ZH_VARIANT_PAIRS[0]).toEqual(['台', '臺']);
  });
});

describe('reading a typed query', () => {
  it('splits on spaces and punctuation of either width, every term required', () => {
    expect(termsOf('燈塔 透鏡')).toEqual(['燈塔', '透鏡']);
    expect(termsOf('燈塔，透鏡')).toEqual(['燈塔', '透鏡']);
    expect(termsOf('燈塔　透鏡')).toEqual(['燈塔', '透鏡']);
  });

  it('takes text inside 「」, 『』, “” or "" as one phrase, and a phrase of one word as that word', () => {
    expect(termsOf('「海洋 小學堂」 燈塔')).toEqual(['海洋 小學堂', '燈塔']);
    expect(termsOf('『口述歷史』')).toEqual(['口述歷史']);
    expect(termsOf('"new york" 燈塔')).toEqual(['new york', '燈塔']);
    expect(termsOf('“台灣”')).toEqual(['臺灣']);
    expect(termsOf('「「海洋小學堂」」')).toEqual(['海洋小學堂']);
  });

  it('reads an unclosed quote as punctuation', () => {
    expect(termsOf('「燈塔')).toEqual(['燈塔']);
  });

  it('counts a repeated term once, and has no terms for punctuation alone', () => {
    expect(termsOf('電影 電影')).toEqual(['電影']);
    expect(termsOf('？？！')).toEqual([]);
    expect(termsOf('')).toEqual([]);
  });

  it(`keeps the first ${MAX_SEARCH_TERMS} terms`, () => {
    expect(termsOf('一 二 三 四 五 六 七 八 九 十')).toHaveLength(MAX_SEARCH_TERMS);
  });

  it('looks a term up by its grams, and needs no text check for up to four Han characters or a word', () => {
    const [one, two, four, word, mixed, nine] = parseSearchQuery(
      '燈 燈塔 口述歷史 taiwan x光 國立臺灣歷史博物館',
    ).terms;
    expect(one).toMatchObject({ grams: ['燈'], exact: true, pattern: '燈' });
    expect(two).toMatchObject({ grams: ['燈塔'], exact: true });
    expect(four).toMatchObject({ grams: ['口述歷史'], exact: true });
    // Longer: runs of four that cover it, checked in the text.
    expect(nine).toMatchObject({ grams: ['國立臺灣', '歷史博物', '史博物館'], exact: false });
    expect(word).toMatchObject({ grams: ['taiwan'], exact: true, pattern: ' taiwan ' });
    expect(mixed).toMatchObject({ grams: ['x', '光'], exact: false, pattern: ' x 光' });
  });

  it('folds the query as the text: full-width digits and 台 find what 臺 and half-width hold', () => {
    expect(termsOf('２０２５年 台北')).toEqual(['2025 年', '臺北']);
  });
});

describe('finding and marking terms in text', () => {
  const query = parseSearchQuery('台灣 cat');

  it('finds a Han term inside a sentence and a word only whole', () => {
    expect(holdsEveryTerm('我在臺灣養了一隻 cat。', query)).toBe(true);
    expect(holdsEveryTerm('我在臺灣讀 category。', query)).toBe(false);
  });

  it('marks each place a term occurs in the text as typed, variants and widths included', () => {
    const text = '台灣的ＣＡＴ與臺灣';
    expect(markedPieces(text, query)).toEqual([
      { text: '台灣', marked: true },
      { text: '的', marked: false },
      { text: 'ＣＡＴ', marked: true },
      { text: '與', marked: false },
      { text: '臺灣', marked: true },
    ]);
  });

  it('merges overlapping places into one mark', () => {
    expect(matchRanges('燈塔守', parseSearchQuery('燈塔 塔守'))).toEqual([[0, 3]]);
  });

  it('leaves text without a term whole', () => {
    expect(markedPieces('海洋', query)).toEqual([{ text: '海洋', marked: false }]);
  });

  it('cuts a snippet around the first place a term occurs, with … where it was cut', () => {
    const long = `${'前文'.repeat(100)}燈塔透鏡${'後文'.repeat(100)}`;
    const snippet = snippetAround(long, parseSearchQuery('透鏡'), 40);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('燈塔透鏡');
    expect(snippet.length).toBeLessThanOrEqual(42);
    expect(snippetAround('短文', query, 40)).toBe('短文');
    // 𠀀 (U+20000) is two UTF-16 units: a cut never parts them.
    const astral = `${'𠀀'.repeat(60)}透鏡${'𠀀'.repeat(60)}`;
    const cut = snippetAround(astral, parseSearchQuery('透鏡'), 41);
    expect(cut).toContain('透鏡');
    expect(cut.replace(/…/g, '')).toMatch(/^(?:𠀀|透|鏡)+$/u);
  });
});

describe('positional tokens: what the index keeps in place', () => {
  it('keeps a Han run as its neighbouring pairs and then its last character, a word whole', () => {
    expect(positionalTokens('臺灣文化 ai 館')).toEqual(['臺灣', '灣文', '文化', '化', 'ai', '館']);
  });

  it('puts a break between fields, so no phrase spans two', () => {
    expect(positionalTokens('燈塔 | ai', ' | ')).toEqual(['燈塔', '塔', FIELD_BREAK, 'ai']);
  });

  it('asks a term as a phrase of the same tokens, one Han character as a prefix', () => {
    const phrase = (typed: string) => termPhrase(parseSearchQuery(typed).terms[0] as SearchTerm);
    expect(phrase('博物館')).toEqual({ tokens: ['博物', '物館'], prefix: false });
    expect(phrase('館')).toEqual({ tokens: ['館'], prefix: true });
    expect(phrase('AI')).toEqual({ tokens: ['ai'], prefix: false });
    // Before a word a Han token ends its run; after one it starts a run.
    expect(phrase('「平臺 AI」')).toEqual({ tokens: ['平臺', '臺', 'ai'], prefix: false });
    expect(phrase('「AI 平」')).toEqual({ tokens: ['ai', '平'], prefix: true });
  });

  /** Text made of few characters and words, so terms of every shape occur and fail to occur often. */
  const PIECES = ['臺', '灣', '文', '化', '館', 'ai', 'data', '2024', '，', ' '];

  /** Random text from `seed` (mulberry32: the same texts every run). */
  function randomText(seed: number) {
    let state = seed;
    const next = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
    const made = (length: number, from: readonly string[] = PIECES) =>
      Array.from({ length }, () => from[next() % from.length]).join('');
    return { next, made };
  }

  /** Whether the stream holds the phrase: its tokens side by side, the last one as a prefix if so. */
  function streamHolds(stream: readonly string[], term: SearchTerm): boolean {
    const { tokens, prefix } = termPhrase(term);
    return stream.some((_, at) =>
      tokens.every((token, k) => {
        const held = stream[at + k];
        if (held === undefined) return false;
        return prefix && k === tokens.length - 1 ? held.startsWith(token) : held === token;
      }),
    );
  }

  it('proves every term exactly: the stream holds its phrase where, and only where, the text holds it', () => {
    const { next, made } = randomText(7);
    let checked = 0;
    for (let round = 0; round < 400; round += 1) {
      const text = searchTextOf(made(12));
      const stream = positionalTokens(text);
      const typed = next() % 3 === 0 ? `「${made(1 + (next() % 4))}」` : made(1 + (next() % 4));
      for (const term of parseSearchQuery(typed).terms) {
        expect([typed, text, streamHolds(stream, term)]).toEqual([
          typed,
          text,
          ` ${text} `.includes(term.pattern),
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('never misses a term by its grams, and a term called exact is held wherever its grams are', () => {
    // The bag of grams (PostgreSQL's index), over texts like the ones above.
    const { next, made } = randomText(11);
    // Two characters alone make long terms whose runs of four occur apart from them often.
    const few = ['文', '化', '文', '化', '，'];
    let exactOnes = 0;
    for (let round = 0; round < 800; round += 1) {
      const from = round % 2 === 0 ? PIECES : few;
      const text = searchTextOf(made(14, from));
      const bag = new Set(indexGrams(text));
      for (const term of parseSearchQuery(made(1 + (next() % 7), from)).terms) {
        const held = ` ${text} `.includes(term.pattern);
        const gramsHeld = term.grams.every((gram) => bag.has(gram));
        if (held) expect([term.text, text, gramsHeld]).toEqual([term.text, text, true]);
        if (term.exact) {
          expect([term.text, text, held]).toEqual([term.text, text, gramsHeld]);
          exactOnes += 1;
        }
      }
    }
    expect(exactOnes).toBeGreaterThan(200);
  });
});

describe('a snippet only where a term occurs', () => {
  it('is nothing for text without a term, and the same as snippetAround for text with one', () => {
    const query = parseSearchQuery('燈塔');
    expect(snippetOfMatch('港口的早晨', query)).toBeUndefined();
    expect(snippetOfMatch('老燈塔的光', query)).toBe(snippetAround('老燈塔的光', query));
  });
});
