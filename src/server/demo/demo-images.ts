import type { FileEntry } from '../../shared/api-types';
import type { SeedImage } from '../seed/site-seed';

/**
 * Generated SVG illustrations for the demo site. They are drawn in code (never downloaded) so the
 * repository carries no third-party artwork and the site is identical on every start.
 */

const SVG_TYPE = 'image/svg+xml';
export const DEMO_MEDIA_PREFIX = '/media/demo/';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sea: string;
  seaDeep: string;
  ink: string;
  accent: string;
  light: string;
}

const PALETTES = {
  dawn: {
    skyTop: '#f7c59f',
    skyBottom: '#fde8d3',
    sea: '#4f8a8b',
    seaDeep: '#2c5d63',
    ink: '#27343b',
    accent: '#d1495b',
    light: '#fffaf2',
  },
  noon: {
    skyTop: '#7ec8e3',
    skyBottom: '#d8f1fa',
    sea: '#2a7ab0',
    seaDeep: '#174c74',
    ink: '#1d2b36',
    accent: '#f4a259',
    light: '#ffffff',
  },
  dusk: {
    skyTop: '#5c4d7d',
    skyBottom: '#f29e8e',
    sea: '#3a506b',
    seaDeep: '#1c2541',
    ink: '#161a2b',
    accent: '#ffcb77',
    light: '#fef6e4',
  },
  night: {
    skyTop: '#0b132b',
    skyBottom: '#3a506b',
    sea: '#1c2541',
    seaDeep: '#0b132b',
    ink: '#05070f',
    accent: '#f6d365',
    light: '#e0e7ff',
  },
  sepia: {
    skyTop: '#d9c4a1',
    skyBottom: '#f3e9d2',
    sea: '#8c7a5b',
    seaDeep: '#5e503f',
    ink: '#3b2f2f',
    accent: '#a44a3f',
    light: '#fbf7ef',
  },
  jade: {
    skyTop: '#a8d5ba',
    skyBottom: '#e9f5db',
    sea: '#52796f',
    seaDeep: '#354f52',
    ink: '#2f3e46',
    accent: '#e76f51',
    light: '#f8fff4',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

export type Motif =
  | 'harbor'
  | 'lighthouse'
  | 'boat'
  | 'street'
  | 'temple'
  | 'warehouse'
  | 'weaving'
  | 'pottery'
  | 'map'
  | 'document'
  | 'portrait'
  | 'lanterns'
  | 'school'
  | 'net'
  | 'shell'
  | 'bridge'
  | 'market'
  | 'coast';

/** A gentle wave line across the whole width, drawn with repeated quadratic curves. */
function wave(
  width: number,
  y: number,
  amplitude: number,
  period: number,
  fill: string,
  height: number,
): string {
  const half = period / 2;
  let d = `M0 ${y} Q${half / 2} ${y - amplitude} ${half} ${y}`;
  for (let x = half * 2; x <= width + period; x += half) d += ` T${x} ${y}`;
  return `<path d="${d} V${height} H0Z" fill="${fill}"/>`;
}

/** The motif drawn over sky and sea; coordinates are for a 1200 × 800 canvas. */
function motifShapes(motif: Motif, p: Palette): string {
  switch (motif) {
    case 'harbor':
      return (
        `<rect x="0" y="470" width="520" height="40" fill="${p.ink}"/>` +
        [90, 210, 330, 450]
          .map((x) => `<rect x="${x}" y="500" width="14" height="90" fill="${p.ink}"/>`)
          .join('') +
        `<path d="M640 560 h300 l-40 50 h-220z" fill="${p.accent}"/><rect x="780" y="420" width="8" height="140" fill="${p.ink}"/>` +
        `<path d="M788 430 l90 110 h-90z" fill="${p.light}"/>`
      );
    case 'lighthouse':
      return (
        `<path d="M560 560 l20 -300 h40 l20 300z" fill="${p.light}"/><rect x="566" y="330" width="68" height="34" fill="${p.accent}"/>` +
        `<rect x="566" y="440" width="68" height="34" fill="${p.accent}"/><rect x="572" y="212" width="56" height="48" fill="${p.ink}"/>` +
        `<path d="M600 236 L1200 150 V320Z" fill="${p.accent}" opacity=".35"/><path d="M500 560 q100 -60 200 0z" fill="${p.ink}"/>`
      );
    case 'boat':
      return (
        `<path d="M380 540 h440 l-70 90 h-300z" fill="${p.accent}"/><rect x="595" y="300" width="10" height="240" fill="${p.ink}"/>` +
        `<path d="M605 310 q150 110 0 220z" fill="${p.light}"/><path d="M595 330 q-120 90 0 190z" fill="${p.skyBottom}"/>` +
        `<circle cx="450" cy="580" r="12" fill="${p.light}"/>`
      );
    case 'street':
      return [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 80 + i * 215;
          return (
            `<rect x="${x}" y="300" width="200" height="300" fill="${i % 2 ? p.light : p.skyBottom}" stroke="${p.ink}" stroke-width="4"/>` +
            `<path d="M${x + 30} 600 v-120 a70 70 0 0 1 140 0 v120z" fill="${p.ink}"/><rect x="${x + 50}" y="330" width="100" height="60" fill="${p.accent}"/>`
          );
        })
        .join('');
    case 'temple':
      return (
        `<rect x="380" y="380" width="440" height="220" fill="${p.accent}"/><path d="M300 390 q300 -40 600 0 l-60 -80 h-480z" fill="${p.ink}"/>` +
        `<path d="M420 310 q180 -30 360 0 l-40 -60 h-280z" fill="${p.ink}"/><rect x="540" y="460" width="120" height="140" fill="${p.light}"/>` +
        `<circle cx="600" cy="240" r="16" fill="${p.accent}"/>`
      );
    case 'warehouse':
      return [0, 1, 2]
        .map((i) => {
          const x = 140 + i * 320;
          return `<path d="M${x} 600 v-200 l140 -90 l140 90 v200z" fill="${i === 1 ? p.accent : p.light}" stroke="${p.ink}" stroke-width="6"/><rect x="${x + 100}" y="480" width="80" height="120" fill="${p.ink}"/>`;
        })
        .join('');
    case 'weaving':
      return (
        `<rect x="300" y="180" width="600" height="440" rx="20" fill="${p.light}"/>` +
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map(
            (i) =>
              `<rect x="${330 + i * 70}" y="200" width="36" height="400" fill="${p.accent}" opacity=".8"/>`,
          )
          .join('') +
        [0, 1, 2, 3, 4, 5]
          .map(
            (i) => `<rect x="320" y="${220 + i * 66}" width="560" height="30" fill="${p.sea}" opacity=".7"/>`,
          )
          .join('')
      );
    case 'pottery':
      return (
        `<ellipse cx="600" cy="640" rx="260" ry="30" fill="${p.ink}" opacity=".3"/>` +
        `<path d="M540 220 h120 v40 q150 80 120 260 q-30 120 -180 120 q-150 0 -180 -120 q-30 -180 120 -260z" fill="${p.accent}"/>` +
        `<path d="M470 420 h260" stroke="${p.light}" stroke-width="14"/><path d="M480 470 h240" stroke="${p.ink}" stroke-width="6"/>`
      );
    case 'map':
      return (
        `<rect x="200" y="140" width="800" height="520" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>` +
        [1, 2, 3]
          .map(
            (i) =>
              `<path d="M${200 + i * 200} 140 V660 M200 ${140 + i * 130} H1000" stroke="${p.skyTop}" stroke-width="3"/>`,
          )
          .join('') +
        `<path d="M200 520 q120 -80 240 -20 t240 -60 t200 40 t120 -30 V660 H200z" fill="${p.sea}"/>` +
        `<circle cx="560" cy="380" r="18" fill="${p.accent}"/>`
      );
    case 'document':
      return (
        `<rect x="380" y="120" width="440" height="580" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>` +
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map(
            (i) =>
              `<rect x="430" y="${200 + i * 52}" width="${i % 3 === 2 ? 220 : 340}" height="14" fill="${p.ink}" opacity=".5"/>`,
          )
          .join('') +
        `<circle cx="740" cy="620" r="44" fill="none" stroke="${p.accent}" stroke-width="10"/>`
      );
    case 'portrait':
      return (
        `<rect x="340" y="120" width="520" height="600" rx="24" fill="${p.light}" stroke="${p.accent}" stroke-width="16"/>` +
        `<circle cx="600" cy="340" r="110" fill="${p.ink}" opacity=".75"/><path d="M420 700 q0 -220 180 -220 q180 0 180 220z" fill="${p.ink}" opacity=".75"/>`
      );
    case 'lanterns':
      return (
        `<path d="M0 180 q600 140 1200 0" stroke="${p.ink}" stroke-width="6" fill="none"/>` +
        [150, 350, 550, 750, 950]
          .map(
            (x, i) =>
              `<ellipse cx="${x}" cy="${250 + (i % 2) * 30}" rx="60" ry="80" fill="${p.accent}"/><rect x="${x - 30}" y="${160 + (i % 2) * 30}" width="60" height="14" fill="${p.ink}"/>`,
          )
          .join('')
      );
    case 'school':
      return (
        `<rect x="220" y="360" width="760" height="240" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/><path d="M200 370 l400 -150 l400 150z" fill="${p.accent}"/>` +
        [0, 1, 2, 3, 4, 5]
          .map((i) => `<rect x="${260 + i * 120}" y="410" width="70" height="80" fill="${p.sea}"/>`)
          .join('') +
        `<rect x="560" y="500" width="80" height="100" fill="${p.ink}"/><rect x="596" y="120" width="8" height="100" fill="${p.ink}"/>`
      );
    case 'net':
      return (
        `<path d="M200 160 Q600 520 1000 160" fill="none" stroke="${p.ink}" stroke-width="8"/>` +
        [0, 1, 2, 3, 4, 5, 6, 7, 8]
          .map(
            (i) =>
              `<path d="M${240 + i * 90} 180 L${600 + (i - 4) * 30} 560" stroke="${p.ink}" stroke-width="3" opacity=".7"/>`,
          )
          .join('') +
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${480 + i * 90} 600 q40 -30 80 0 q-40 30 -80 0z M${560 + i * 90} 600 l20 -16 v32z" fill="${p.accent}"/>`,
          )
          .join('')
      );
    case 'shell':
      return (
        `<path d="M600 200 L360 560 Q600 680 840 560Z" fill="${p.light}" stroke="${p.accent}" stroke-width="8"/>` +
        [-3, -2, -1, 0, 1, 2, 3]
          .map(
            (i) =>
              `<path d="M600 210 L${600 + i * 70} ${600 - Math.abs(i) * 10}" stroke="${p.accent}" stroke-width="5"/>`,
          )
          .join('')
      );
    case 'bridge':
      return (
        `<rect x="0" y="440" width="1200" height="26" fill="${p.ink}"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M${100 + i * 360} 620 q180 -200 360 0" fill="none" stroke="${p.ink}" stroke-width="22"/>`,
          )
          .join('') +
        [0, 1, 2, 3]
          .map((i) => `<rect x="${88 + i * 360}" y="440" width="24" height="200" fill="${p.ink}"/>`)
          .join('')
      );
    case 'market':
      return [0, 1, 2, 3]
        .map((i) => {
          const x = 110 + i * 250;
          return (
            `<path d="M${x} 380 h220 l-20 -70 h-180z" fill="${i % 2 ? p.accent : p.sea}"/><rect x="${x + 10}" y="380" width="200" height="200" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>` +
            `<circle cx="${x + 60}" cy="470" r="26" fill="${p.accent}"/><circle cx="${x + 150}" cy="480" r="22" fill="${p.seaDeep}"/>`
          );
        })
        .join('');
    case 'coast':
      return (
        `<path d="M0 520 L180 320 L320 420 L520 230 L760 460 L900 360 L1200 520Z" fill="${p.ink}" opacity=".7"/>` +
        `<path d="M0 560 q300 -60 600 0 t600 0 V600 H0z" fill="${p.light}" opacity=".6"/><circle cx="960" cy="170" r="56" fill="${p.accent}"/>`
      );
  }
}

function scene(motif: Motif, paletteName: PaletteName, width: number, height: number): string {
  const p = PALETTES[paletteName];
  const id = `g${motif.slice(0, 3)}${paletteName.slice(0, 2)}`;
  // The drawing is made for 1200 × 800; other sizes crop it centred (preserveAspectRatio slice).
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="1200" height="800" fill="url(#${id})"/>` +
    wave(1200, 600, 18, 160, p.sea, 800) +
    motifShapes(motif, p) +
    wave(1200, 680, 14, 120, p.seaDeep, 800) +
    `</svg>`
  );
}

interface ImageSpec {
  motif: Motif;
  palette: PaletteName;
  width: number;
  height: number;
}

const PHOTO = { width: 1200, height: 800 };
const SQUARE = { width: 800, height: 800 };
const WIDE = { width: 1600, height: 600 };
const TALL = { width: 750, height: 1000 };

/**
 * The catalogue: name → drawing. Content files refer to images by these names only, so a typo is
 * a compile error (see `DemoImageName`).
 */
const CATALOGUE = {
  'harbor-dawn': { motif: 'harbor', palette: 'dawn', ...PHOTO },
  'harbor-noon': { motif: 'harbor', palette: 'noon', ...PHOTO },
  'harbor-night': { motif: 'harbor', palette: 'night', ...PHOTO },
  'lighthouse-dusk': { motif: 'lighthouse', palette: 'dusk', ...PHOTO },
  'lighthouse-night': { motif: 'lighthouse', palette: 'night', ...PHOTO },
  'lighthouse-noon': { motif: 'lighthouse', palette: 'noon', ...PHOTO },
  'boat-noon': { motif: 'boat', palette: 'noon', ...PHOTO },
  'boat-dusk': { motif: 'boat', palette: 'dusk', ...PHOTO },
  'boat-sepia': { motif: 'boat', palette: 'sepia', ...PHOTO },
  'street-sepia': { motif: 'street', palette: 'sepia', ...PHOTO },
  'street-jade': { motif: 'street', palette: 'jade', ...PHOTO },
  'temple-dusk': { motif: 'temple', palette: 'dusk', ...PHOTO },
  'temple-sepia': { motif: 'temple', palette: 'sepia', ...PHOTO },
  'warehouse-noon': { motif: 'warehouse', palette: 'noon', ...PHOTO },
  'warehouse-sepia': { motif: 'warehouse', palette: 'sepia', ...PHOTO },
  'weaving-jade': { motif: 'weaving', palette: 'jade', ...PHOTO },
  'weaving-dawn': { motif: 'weaving', palette: 'dawn', ...PHOTO },
  'pottery-sepia': { motif: 'pottery', palette: 'sepia', ...SQUARE },
  'pottery-jade': { motif: 'pottery', palette: 'jade', ...SQUARE },
  'map-sepia': { motif: 'map', palette: 'sepia', ...PHOTO },
  'map-noon': { motif: 'map', palette: 'noon', ...PHOTO },
  'document-sepia': { motif: 'document', palette: 'sepia', ...SQUARE },
  'document-jade': { motif: 'document', palette: 'jade', ...SQUARE },
  'portrait-sepia': { motif: 'portrait', palette: 'sepia', ...SQUARE },
  'portrait-jade': { motif: 'portrait', palette: 'jade', ...SQUARE },
  'portrait-dawn': { motif: 'portrait', palette: 'dawn', ...SQUARE },
  'lanterns-night': { motif: 'lanterns', palette: 'night', ...PHOTO },
  'lanterns-dusk': { motif: 'lanterns', palette: 'dusk', ...PHOTO },
  'school-noon': { motif: 'school', palette: 'noon', ...PHOTO },
  'school-jade': { motif: 'school', palette: 'jade', ...PHOTO },
  'net-dawn': { motif: 'net', palette: 'dawn', ...PHOTO },
  'net-noon': { motif: 'net', palette: 'noon', ...PHOTO },
  'shell-dawn': { motif: 'shell', palette: 'dawn', ...SQUARE },
  'shell-jade': { motif: 'shell', palette: 'jade', ...SQUARE },
  'bridge-dusk': { motif: 'bridge', palette: 'dusk', ...PHOTO },
  'bridge-sepia': { motif: 'bridge', palette: 'sepia', ...PHOTO },
  'market-noon': { motif: 'market', palette: 'noon', ...PHOTO },
  'market-dawn': { motif: 'market', palette: 'dawn', ...PHOTO },
  'coast-dusk': { motif: 'coast', palette: 'dusk', ...PHOTO },
  'coast-noon': { motif: 'coast', palette: 'noon', ...PHOTO },
  'banner-1': { motif: 'harbor', palette: 'dawn', ...WIDE },
  'banner-2': { motif: 'lighthouse', palette: 'dusk', ...WIDE },
  'banner-3': { motif: 'weaving', palette: 'jade', ...WIDE },
  'banner-4': { motif: 'lanterns', palette: 'night', ...WIDE },
  'banner-mobile-1': { motif: 'harbor', palette: 'dawn', ...TALL },
  'banner-mobile-2': { motif: 'lighthouse', palette: 'dusk', ...TALL },
  'banner-mobile-3': { motif: 'weaving', palette: 'jade', ...TALL },
  'banner-mobile-4': { motif: 'lanterns', palette: 'night', ...TALL },
} satisfies Record<string, ImageSpec>;

export type DemoImageName = keyof typeof CATALOGUE | 'logo' | 'accessibility-aa' | 'og-image';

function logoSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="64" viewBox="0 0 360 64">` +
    `<circle cx="32" cy="32" r="28" fill="#0b4f6c"/>` +
    `<path d="M10 38 q11 -10 22 0 t22 0 V48 q-11 10 -22 0 t-22 0z" fill="#9ad1d4"/>` +
    `<path d="M30 10 l4 0 l3 24 h-10z" fill="#fffaf2"/>` +
    `<text x="70" y="30" font-family="'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif" font-size="22" font-weight="700" fill="#0b4f6c">國立臨海文化記憶館</text>` +
    `<text x="70" y="52" font-family="sans-serif" font-size="11" letter-spacing=".5" fill="#3a506b">LINHAI MUSEUM OF CULTURAL MEMORY</text>` +
    `</svg>`
  );
}

/** An original badge for the footer slot (not a copy of the official mark). */
function accessibilityMarkSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="88" height="31" viewBox="0 0 88 31">` +
    `<rect x="1" y="1" width="86" height="29" rx="5" fill="#ffffff" stroke="#1c2541" stroke-width="2"/>` +
    `<rect x="2" y="2" width="30" height="27" rx="4" fill="#1c2541"/>` +
    `<text x="17" y="21" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="700" fill="#ffffff">AA</text>` +
    `<text x="60" y="20" text-anchor="middle" font-family="'Noto Sans TC',sans-serif" font-size="11" fill="#1c2541">無障礙</text>` +
    `</svg>`
  );
}

function svgFor(name: DemoImageName): { body: string; width: number; height: number } {
  if (name === 'logo') return { body: logoSvg(), width: 360, height: 64 };
  if (name === 'accessibility-aa') return { body: accessibilityMarkSvg(), width: 88, height: 31 };
  if (name === 'og-image') return { body: scene('harbor', 'dusk', 1200, 630), width: 1200, height: 630 };
  const spec: ImageSpec = CATALOGUE[name];
  return {
    body: scene(spec.motif, spec.palette, spec.width, spec.height),
    width: spec.width,
    height: spec.height,
  };
}

export function demoImagePath(name: DemoImageName): string {
  return `${DEMO_MEDIA_PREFIX}${name}.svg`;
}

const ALL_NAMES: DemoImageName[] = [
  ...(Object.keys(CATALOGUE) as Array<keyof typeof CATALOGUE>),
  'logo',
  'accessibility-aa',
  'og-image',
];

export function svgDemoImages(): SeedImage[] {
  return ALL_NAMES.map((name) => ({
    path: demoImagePath(name),
    contentType: SVG_TYPE,
    body: svgFor(name).body,
  }));
}

/** A FileEntry for one demo image; `description` is the alt text shown to screen-reader users. */
export function imageFile(name: DemoImageName, description: string, represent = false): FileEntry {
  const { body, width, height } = svgFor(name);
  return {
    fileId: `img-${name}`,
    name: `${name}.svg`,
    ext: 'svg',
    original: demoImagePath(name),
    description,
    represent,
    size: Buffer.byteLength(body, 'utf8'),
    width,
    height,
  };
}
